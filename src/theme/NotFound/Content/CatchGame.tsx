import React, {useEffect, useRef, useState} from 'react';
import {lazyPart} from '@site/src/components/LazyPart';
import {NEEDS_JAVASCRIPT_CLASS} from '@site/src/lib/noJavaScript';
import styles from './styles.module.css';

// Every doc page carries the not-found page's code (the docs plugin renders it under `/`): the game's own
// code, panel included, loads only when a reader presses Play.
const GamePanel = lazyPart(() => import(/* webpackChunkName: "decoration-game" */ './GamePanel'), {what: 'The game'});

interface Props {
  /** Told when the game starts and stops, so that the page can still its background. */
  onPlayingChange: (playing: boolean) => void;
}

/**
 * The catch game, offered behind a button. The button is hidden without
 * JavaScript and when the reader prefers reduced motion (styles.module.css).
 */
export default function CatchGame({onPlayingChange}: Props) {
  const [playing, setPlaying] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const stoppedByReader = useRef(false);

  useEffect(() => {
    onPlayingChange(playing);
    // The Stop button disappears with the game: focus goes back to the button that offers it.
    if (!playing && stoppedByReader.current) playButton.current?.focus();
    stoppedByReader.current = false;
  }, [playing, onPlayingChange]);

  if (!playing) {
    return (
      <button
        ref={playButton}
        type="button"
        className={`${styles.gameButton} ${styles.offer} ${NEEDS_JAVASCRIPT_CLASS}`}
        onClick={() => setPlaying(true)}>
        Play a game while you&apos;re here
      </button>
    );
  }
  return (
    <GamePanel
      onStop={() => {
        stoppedByReader.current = true;
        setPlaying(false);
      }}
    />
  );
}
