/**
 * The pure parts of the MCP server (scripts/mcp): page arguments to routes
 * (never a file path), llms.txt read back into pages, the per-client rate
 * limit with a given clock, Host header names and the command-line options.
 * The servers themselves are tested on a build in tests/mcp.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {PageInputError, routeOfPageInput} from '../../scripts/mcp/pageRoute';
import {parseLlmsTxt} from '../../scripts/mcp/llmsIndex';
import {createRateLimiter} from '../../scripts/mcp/rateLimit';
import {hostnameOf} from '../../scripts/mcp/httpServer';
import {parseMcpCli} from '../../scripts/mcp/cliOptions';

const SITE = 'https://docs-v4.strapi.io';

describe('routeOfPageInput', () => {
  it('reads URLs and paths in their usual forms', () => {
    for (const input of [
      `${SITE}/dev-docs/api/rest`,
      `${SITE}/dev-docs/api/rest.md`,
      `${SITE}/dev-docs/api/rest#filters`,
      `${SITE}/dev-docs/api/rest?x=1`,
      '/dev-docs/api/rest',
      'dev-docs/api/rest/',
      ' /dev-docs/api/rest.html ',
      '/dev-docs//api/rest',
      '/dev-docs/api/rest/index',
    ])
      assert.equal(routeOfPageInput(input, SITE), '/dev-docs/api/rest', input);
    assert.equal(routeOfPageInput('/dev-docs/api/%72est', SITE), '/dev-docs/api/rest');
  });

  it('refuses traversal, double escapes, control characters, backslashes and other sites', () => {
    for (const input of [
      '../../etc/passwd',
      '/dev-docs/../../etc/passwd',
      '%2e%2e/%2e%2e/etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      '%252e%252e%252fetc',
      '..\\etc\\passwd',
      '/dev-docs/intro%00',
      '/dev-docs/in\ntro',
      'file:///etc/passwd',
      'https://evil.example/dev-docs/intro',
      'http://docs-v4.strapi.io/dev-docs/intro',
      '%E0%A4%A',
      '',
      'a'.repeat(301),
    ])
      assert.throws(() => routeOfPageInput(input, SITE), PageInputError, JSON.stringify(input));
  });

  it('makes an absolute path a route to look up, not a file', () => {
    assert.equal(routeOfPageInput('/etc/passwd', SITE), '/etc/passwd');
    // URL parsing resolves escaped dots in a full URL: what is left is a route, looked up among the pages.
    assert.equal(routeOfPageInput(`${SITE}/%2e%2e/%2e%2e/etc/passwd`, SITE), '/etc/passwd');
  });
});

describe('parseLlmsTxt', () => {
  it('reads title, URL, description, answers and doc set of each line', () => {
    const pages = parseLlmsTxt(
      [
        '# Strapi 4 Documentation',
        '',
        '> Documentation for Strapi 4.25.9.',
        '',
        '## Developer Docs',
        '',
        `- [Cron jobs](${SITE}/dev-docs/configurations/cron.md): Run tasks on a schedule. Answers: every night; scheduled job.`,
        `- [No description](${SITE}/dev-docs/x.md) Answers: only answers.`,
        `- [Plain](${SITE}/dev-docs/plain.md): Just a description.`,
        '## About these docs',
        `- [Status](${SITE}/status.md)`,
      ].join('\n'),
    );
    assert.deepEqual(pages, [
      {
        title: 'Cron jobs',
        route: '/dev-docs/configurations/cron',
        url: `${SITE}/dev-docs/configurations/cron`,
        description: 'Run tasks on a schedule.',
        answers: ['every night', 'scheduled job'],
        docSet: 'dev-docs',
        group: 'Developer Docs',
      },
      {
        title: 'No description',
        route: '/dev-docs/x',
        url: `${SITE}/dev-docs/x`,
        description: '',
        answers: ['only answers'],
        docSet: 'dev-docs',
        group: 'Developer Docs',
      },
      {
        title: 'Plain',
        route: '/dev-docs/plain',
        url: `${SITE}/dev-docs/plain`,
        description: 'Just a description.',
        answers: [],
        docSet: 'dev-docs',
        group: 'Developer Docs',
      },
      {
        title: 'Status',
        route: '/status',
        url: `${SITE}/status`,
        description: '',
        answers: [],
        docSet: null,
        group: 'About these docs',
      },
    ]);
  });
});

describe('createRateLimiter', () => {
  it('allows a burst of the limit, then refuses with the seconds until the next token, per client', () => {
    const limiter = createRateLimiter(3);
    const at = 1_000_000;
    assert.deepEqual(
      [1, 2, 3].map(() => limiter.take('a', at).allowed),
      [true, true, true],
    );
    assert.deepEqual(limiter.take('a', at), {allowed: false, retryAfterSeconds: 20});
    assert.equal(limiter.take('b', at).allowed, true, 'another client has its own bucket');
    assert.equal(limiter.take('a', at + 19_000).allowed, false);
    assert.equal(limiter.take('a', at + 20_001).allowed, true, 'one token back after 20 s at 3 a minute');
  });

  it('forgets clients whose bucket is full again', () => {
    const limiter = createRateLimiter(60);
    for (let client = 0; client < 100; client++) limiter.take(`c${client}`, 0);
    assert.equal(limiter.size(), 100);
    limiter.take('late', 120_000);
    assert.equal(limiter.size(), 1);
  });
});

describe('hostnameOf and parseMcpCli', () => {
  it('drops the port of a Host header, IPv6 included', () => {
    assert.equal(hostnameOf('127.0.0.1:3001'), '127.0.0.1');
    assert.equal(hostnameOf('LOCALHOST'), 'localhost');
    assert.equal(hostnameOf('[::1]:3001'), '[::1]');
    assert.equal(hostnameOf('docs-v4.strapi.io'), 'docs-v4.strapi.io');
  });

  it('defaults to build/, 127.0.0.1:3001, and refuses bad numbers and unknown options', () => {
    const options = parseMcpCli([]);
    assert.equal(options.dir, 'build');
    assert.equal(options.host, '127.0.0.1');
    assert.equal(options.port, 3001);
    assert.equal(parseMcpCli(['--port', '4251', '--dir', '/tmp/b']).port, 4251);
    assert.deepEqual(parseMcpCli(['--allowed-origin', 'https://docs-v4.strapi.io/']).allowedOrigins, [SITE]);
    assert.throws(() => parseMcpCli(['--port', 'abc']), /--port must be a whole number/);
    assert.throws(() => parseMcpCli(['--port', '70000']), /at most 65535/);
    assert.throws(() => parseMcpCli(['--bogus']), /Unknown option/);
  });
});
