import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {listMarkdownFiles} from '../../scripts/docs/docFiles';
import {frontMatter, parseMdx} from '../../src/lib/mdxReader-fs';
import {
  DROP_SIZE,
  PADDLE_STEP,
  PADDLE_WIDTH,
  newGame,
  paddleDirection,
  placePaddle,
  stepGame,
} from '../../src/decorations/catchGame';
import {CELEBRATION, burstAt, stepSparks} from '../../src/decorations/fireworks';
import {bounce} from '../../src/decorations/ball';
import {readingProgress} from '../../src/decorations/bar';
import {PARTICLE_PROFILES, particleProfile} from '../../src/decorations/particleProfiles';
import {pageDecoration, pageDecorationProblem} from '../../src/decorations/pageDecoration';
import {isDecorationName} from '../../src/decorations/registry';
import {decorationsAllowed} from '../../src/decorations/policy';

test('catch game: only the left and right arrows move the paddle; every other key stays with the page', () => {
  assert.equal(paddleDirection('ArrowLeft'), -1);
  assert.equal(paddleDirection('ArrowRight'), 1);
  for (const key of ['ArrowUp', 'ArrowDown', 'PageDown', ' ', 'Tab', 'Home', 'a'])
    assert.equal(paddleDirection(key), 0, key);
});

test('catch game: the paddle stays whole inside the field', () => {
  const game = newGame(300);
  assert.equal(game.paddle, 150);
  placePaddle(game, game.paddle - 10 * PADDLE_STEP, 300);
  assert.equal(game.paddle, PADDLE_WIDTH / 2);
  placePaddle(game, 1000, 300);
  assert.equal(game.paddle, 300 - PADDLE_WIDTH / 2);
});

test('catch game: a drop over the paddle is caught, one beside it is missed', () => {
  const width = 300;
  const height = 180;
  // The first step drops a square at x = random() * (width - DROP_SIZE).
  const under = newGame(width);
  stepGame(under, 0, width, height, () => (150 - DROP_SIZE / 2) / (width - DROP_SIZE));
  assert.equal(under.drops.length, 1);
  let caught = 0;
  for (let time = 0; time < 3000; time += 16) caught += stepGame(under, 16, width, height, () => 0.5);
  assert.ok(caught >= 1, 'the drop above the paddle is caught');
  assert.equal(under.caught, caught);

  const beside = newGame(width);
  stepGame(beside, 0, width, height, () => 0);
  placePaddle(beside, width, width);
  for (let time = 0; time < 1700; time += 16) stepGame(beside, 16, width, height, () => 0);
  assert.equal(beside.caught, 0);
  assert.ok(beside.missed >= 1, 'a drop at the far left falls past a paddle at the far right');
});

test('catch game: a long pause is played as a short step, so drops never jump past the paddle', () => {
  const game = newGame(300);
  stepGame(game, 0, 300, 180, () => 0.5);
  const before = game.drops[0]?.y ?? NaN;
  stepGame(game, 60_000, 300, 180, () => 0.5);
  const after = game.drops[0]?.y ?? NaN;
  assert.ok(after - before <= 6, `moved ${after - before}px`);
});

test('fireworks: three bursts, each a ring of sparks that fall and fade out within two seconds', () => {
  assert.equal(CELEBRATION.length, 3);
  let sparks = burstAt(100, 100, 250, () => 0.5);
  assert.equal(sparks.length, 36);
  const [first] = sparks;
  assert.ok(first && first.x === 100 && first.y === 100 && first.life === 1);
  sparks = stepSparks(sparks, 16);
  assert.ok(sparks.every((spark) => spark.life < 1));
  let elapsed = 16;
  while (sparks.length > 0 && elapsed < 5000) {
    sparks = stepSparks(sparks, 16);
    elapsed += 16;
  }
  assert.equal(sparks.length, 0);
  assert.ok(elapsed < 2000, `gone after ${elapsed} ms`);
});

test('ball: bounces back into its box, also when the box shrinks under it', () => {
  const ball = {x: 95, y: 50, vx: 2, vy: 0};
  bounce(ball, 10, 100, 100);
  assert.equal(ball.vx, -2);
  assert.equal(ball.x, 90);
  const outside = {x: 400, y: 400, vx: 2, vy: 2};
  bounce(outside, 10, 100, 100);
  assert.deepEqual(outside, {x: 90, y: 90, vx: -2, vy: -2});
});

test('reading progress: 0 at the top, 1 at the bottom, 0 when the page does not scroll', () => {
  assert.equal(readingProgress(0, 3000, 1000), 0);
  assert.equal(readingProgress(1000, 3000, 1000), 0.5);
  assert.equal(readingProgress(2000, 3000, 1000), 1);
  assert.equal(readingProgress(2400, 3000, 1000), 1, 'overscroll');
  assert.equal(readingProgress(-50, 3000, 1000), 0, 'rubber-band at the top');
  assert.equal(readingProgress(0, 800, 1000), 0);
});

test('particle profiles: the named one, calm for a missing or unknown name', () => {
  assert.equal(particleProfile('sparse'), PARTICLE_PROFILES.sparse);
  assert.equal(particleProfile(undefined), PARTICLE_PROFILES.calm);
  assert.equal(particleProfile('toString'), PARTICLE_PROFILES.calm);
});

test('pages start only the ambient decorations themselves; the game and fireworks wait for a reader', () => {
  for (const name of ['particles', 'ball', 'bar']) assert.ok(isDecorationName(name), name);
  for (const name of ['game', 'fireworks', 'toString', 'confetti']) assert.equal(isDecorationName(name), false, name);
});

test('front matter decoration: progress is the reading bar; anything else is reported', () => {
  assert.equal(pageDecoration('progress'), 'bar');
  assert.equal(pageDecoration(undefined), null);
  assert.equal(pageDecoration('bar'), null);
  assert.equal(pageDecorationProblem(undefined), null);
  assert.equal(pageDecorationProblem('progress'), null);
  assert.match(pageDecorationProblem('progres') ?? '', /decoration must be one of progress, not "progres"/);
});

// Until check:docs reads it (scripts/docs/frontMatterChecks.ts), a mistyped value would silently show no bar.
test('every doc that asks for a decoration in its front matter names a known one', () => {
  const asking: string[] = [];
  for (const file of listMarkdownFiles([path.join(__dirname, '../../docs')])) {
    const data = frontMatter(parseMdx(readFileSync(file, 'utf8')));
    if (!('decoration' in data)) continue;
    asking.push(path.relative(path.join(__dirname, '../..'), file));
    assert.equal(pageDecorationProblem(data.decoration), null, file);
  }
  assert.ok(asking.includes('docs/dev-docs/quick-start.md'), asking.join(', '));
});

test('decorations never run on 2g, with saveData or with reduced motion', () => {
  assert.equal(decorationsAllowed({effectiveType: '4g', saveData: false, prefersReducedMotion: false}), true);
  assert.equal(decorationsAllowed({prefersReducedMotion: false}), true);
  assert.equal(decorationsAllowed({effectiveType: '2g', prefersReducedMotion: false}), false);
  assert.equal(decorationsAllowed({effectiveType: 'slow-2g', prefersReducedMotion: false}), false);
  assert.equal(decorationsAllowed({effectiveType: '4g', saveData: true, prefersReducedMotion: false}), false);
  assert.equal(decorationsAllowed({effectiveType: '4g', prefersReducedMotion: true}), false);
});
