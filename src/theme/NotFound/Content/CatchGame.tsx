import React, {useEffect, useId, useRef, useState} from 'react';
import {NEEDS_JAVASCRIPT_CLASS} from '@site/src/lib/noJavaScript';
import styles from './styles.module.css';

type GameState = 'offered' | 'playing' | 'failed';

interface Props {
  /** Told when the game starts and stops, so the page can still its background. */
  onPlayingChange: (playing: boolean) => void;
}

/**
 * The catch game, offered behind a button and loaded only when pressed. The
 * button is hidden without JavaScript and when the reader prefers reduced
 * motion (styles.module.css).
 */
export default function CatchGame({onPlayingChange}: Props) {
  const [state, setState] = useState<GameState>('offered');
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [caught, setCaught] = useState(0);
  const hintId = useId();
  const playButton = useRef<HTMLButtonElement>(null);
  const stoppedByReader = useRef(false);

  useEffect(() => {
    onPlayingChange(state === 'playing');
  }, [state, onPlayingChange]);

  useEffect(() => {
    if (state !== 'playing' || !host) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@site/src/decorations/game')
      .then(({startGame}) => {
        if (!cancelled) stop = startGame(host, {label: 'Catch game', describedBy: hintId, onScore: setCaught});
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [state, host, hintId]);

  // The Stop button disappears with the game: focus goes back to the button that offers it.
  useEffect(() => {
    if (state === 'offered' && stoppedByReader.current) playButton.current?.focus();
    stoppedByReader.current = false;
  }, [state]);

  if (state === 'offered') {
    return (
      <button
        ref={playButton}
        type="button"
        className={`${styles.gameButton} ${styles.offer} ${NEEDS_JAVASCRIPT_CLASS}`}
        onClick={() => {
          setCaught(0);
          setState('playing');
        }}>
        Play a game while you&apos;re here
      </button>
    );
  }
  if (state === 'failed') return <p className={styles.muted}>The game could not be loaded.</p>;
  return (
    <div className={styles.game}>
      <p id={hintId} className={styles.hint}>
        Catch the falling squares: move the paddle with the left and right arrow keys while the game has focus, or with
        the mouse. The game pauses when it loses focus.
      </p>
      <div ref={setHost} className={styles.play} />
      <div className={styles.gameBar}>
        <p className={styles.score} role="status">
          Caught: {caught}
        </p>
        <button
          type="button"
          className={styles.gameButton}
          onClick={() => {
            stoppedByReader.current = true;
            setState('offered');
          }}>
          Stop the game
        </button>
      </div>
    </div>
  );
}
