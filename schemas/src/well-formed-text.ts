import { problem, type Problem } from './messages/render-problem';

// In a `u` regex a valid pair is one astral code point, so only a lone half is category Cs.
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

const segment = (name: string) => '/' + name.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Every place in a parsed JSON value where a string (a value or a property name) is not
 * well-formed UTF-16. JSON's `\ud800` escape is the only way such text arrives, and storing it
 * would alter it silently (UTF-8 has no encoding for it: MySQL and SQLite write U+FFFD or fail),
 * so every validator refuses it with the pointer to the field.
 */
export function unpairedSurrogateProblems(value: unknown, pointer = ''): Problem[] {
  if (typeof value === 'string') {
    return wellFormed(value) ? [] : [problem(pointer, 'unpaired_surrogate')];
  }
  if (Array.isArray(value))
    return value.flatMap((item, i) => unpairedSurrogateProblems(item, `${pointer}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  const problems: Problem[] = [];
  for (const [key, item] of Object.entries(value)) {
    const at = pointer + segment(key);
    if (!wellFormed(key)) problems.push(problem(at, 'unpaired_surrogate'));
    problems.push(...unpairedSurrogateProblems(item, at));
  }
  return problems;
}
