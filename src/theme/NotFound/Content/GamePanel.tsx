import React, {useEffect, useId, useState} from 'react';
import {startGame} from '@site/src/decorations/game';
import styles from './styles.module.css';

/** The running game: how to play, the canvas, the score (announced politely) and a way to stop. */
export default function GamePanel({onStop}: {onStop: () => void}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [caught, setCaught] = useState(0);
  const hintId = useId();

  useEffect(
    () => (host ? startGame(host, {label: 'Catch game', describedBy: hintId, onScore: setCaught}) : undefined),
    [host, hintId],
  );

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
        <button type="button" className={styles.gameButton} onClick={onStop}>
          Stop the game
        </button>
      </div>
    </div>
  );
}
