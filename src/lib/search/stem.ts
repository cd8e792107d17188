/**
 * A small English stemmer for search: plural and verb endings (-s, -es,
 * -ies, -ed, -ing), -ment and a final silent e, so "populate", "populates",
 * "populated" and "populating" share one term. It only has to be consistent:
 * the index and the query both go through it. Words of four letters or less
 * are left alone, so a short word never becomes a different word.
 */
const VOWEL = /[aeiouy]/;

function undouble(word: string): string {
  // "mapping" -> "mapp" -> "map"; but keep "ll", "ss", "zz" ("install", "access").
  const last = word.at(-1);
  if (word.length > 3 && last === word.at(-2) && last && !'lsz'.includes(last) && !VOWEL.test(last))
    return word.slice(0, -1);
  return word;
}

export function stem(word: string): string {
  if (word.length <= 4 || !/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) {
    // "access", "status", "analysis": not plurals.
  } else if (/(ches|shes|xes|sses|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);

  if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4 && VOWEL.test(w.slice(0, -2)))
    w = undouble(w.slice(0, -2));

  if (w.endsWith('ment') && w.length > 7) w = w.slice(0, -4);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}
