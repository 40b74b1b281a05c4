import type { CommonProblem, ServiceDetail } from '../types';

/**
 * What a translation of a service page writes: its words and nothing else. Prices and brands are facts, so the
 * Spanish page takes them from the English one and the two cannot drift apart.
 */
export interface ServiceDetailText {
  headline?: string;
  intro: string[];
  /** The English problems' words, in the same order: each one's price comes from its English twin. */
  problems: Pick<CommonProblem, 'symptom' | 'cause'>[];
  brandsText: string;
  visit: string[];
}

/**
 * The page in another language: the English page's facts with the translation's words. A translation with a
 * problem or a headline more or less than the English is a programming error, so it fails loudly at start-up.
 */
export function translatedDetail(english: ServiceDetail, text: ServiceDetailText): ServiceDetail {
  if (text.problems.length !== english.problems.length) {
    throw new Error(
      `a translation lists ${text.problems.length} problems where the English lists ${english.problems.length}`,
    );
  }
  if (Boolean(text.headline) !== Boolean(english.headline)) {
    throw new Error(`a translation's headline does not match the English page's (${english.headline ?? 'none'})`);
  }
  return {
    ...english,
    ...text,
    problems: english.problems.map((problem, index) => ({ ...problem, ...text.problems[index]! })),
  };
}
