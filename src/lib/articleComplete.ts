/**
 * Whether the article on screen is all in the DOM (browser code). After a client navigation the article renders
 * in two parts (src/components/ArticleInParts); code that looks for elements in the article once after a route
 * change (image zoom) waits with `whenArticleComplete`, so it also finds those of the second part.
 */
let incomplete = 0;
let waiting: Array<() => void> = [];

/** The article has rendered its first part only: returns the function to call once the rest is in (or it unmounts). */
export function articleIncomplete(): () => void {
  incomplete += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    incomplete -= 1;
    if (incomplete > 0) return;
    const callbacks = waiting;
    waiting = [];
    callbacks.forEach((callback) => callback());
  };
}

/** Runs `callback` now if the article is complete, else once it is. */
export function whenArticleComplete(callback: () => void): void {
  if (incomplete === 0) callback();
  else waiting.push(callback);
}
