import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {lastUpdateWarning, readGitHistory} from '../../src/lib/gitHistory-fs';

function git(cwd: string, ...args: string[]) {
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {cwd, stdio: 'ignore'});
}

test('a full clone, a shallow clone and a plain folder are told apart', (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'git-history-'));
  t.after(() => rmSync(root, {recursive: true, force: true}));
  const origin = path.join(root, 'origin');
  execFileSync('mkdir', ['-p', origin]);
  git(origin, 'init', '-q');
  for (const n of [1, 2]) {
    writeFileSync(path.join(origin, 'page.md'), `version ${n}\n`);
    git(origin, 'add', 'page.md');
    git(origin, 'commit', '-q', '-m', `v${n}`);
  }
  git(root, 'clone', '-q', '--depth', '1', `file://${origin}`, 'shallow');
  const plain = path.join(root, 'plain');
  execFileSync('mkdir', ['-p', plain]);

  assert.equal(readGitHistory(origin), 'full');
  assert.equal(readGitHistory(path.join(root, 'shallow')), 'shallow');
  // tmpdir is not inside a git work tree on the build machines; the check says so if that ever changes.
  assert.equal(readGitHistory(plain), 'missing');
});

test('dates are shown only with full history, and the warning says how to fix it', () => {
  assert.equal(lastUpdateWarning('full'), null);
  assert.match(lastUpdateWarning('shallow') ?? '', /shallow.*git fetch --unshallow/s);
  assert.match(lastUpdateWarning('missing') ?? '', /not in a git repository/);
});
