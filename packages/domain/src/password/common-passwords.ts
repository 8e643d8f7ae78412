import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** Said under the field, in the browser and in the server's 400, word for word. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: it is on lists of leaked passwords or follows an easy pattern (like "password1" or "qwerty123"). Please choose one that is harder to guess.';

/**
 * zxcvbn's score 2 and up is at least 10^8 guesses; below it (0 and 1) a password is found
 * within a million guesses: a leaked-list entry ("password", "iloveyou2"), one with the usual
 * substitutions ("P@ssw0rd"), a keyboard walk or a sequence ("qwertyuiop", "12345678").
 */
const MIN_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/**
 * Whether a password is too easy to guess to be accepted: zxcvbn-ts with its common
 * dictionary (the most used passwords of public breach lists, common diceware words) and
 * keyboard layouts. The same function runs in the browser (the change and reset pages, whose
 * chunks alone carry the dictionary) and on the server. Built on first use: the dictionary is
 * ranked once, in about 30 ms.
 */
export function isTooCommonPassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score < MIN_SCORE;
}
