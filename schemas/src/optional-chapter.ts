import type { FromSchema } from 'json-schema-to-ts';
import { chapterInfoSchema } from './chapter-info';
import { validate as precompiled } from './generated/optional-chapter';
import { problem, type Problem } from './messages/render-problem';
import { fromPrecompiled } from './validator';
import { REFERENCE_MAX_LENGTH } from './constants';
import { arrayOf, closedObject } from './api/schema-builders';

const stringList = { type: 'array', items: { type: 'string' } } as const;

/**
 * An optional chapter file, `{volume}-{index}_o.json` inside `Vol_{volume}_optional.zip`:
 * the extra study material. Only `info` is required; each other part shows when present.
 */
export const optionalChapterSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/optional-chapter.json',
  title: 'Optional chapter file',
  description:
    'Summary, keywords, topics, quiz (answers[i] answers questions[i]), New Testament references, homework, key points and comments for one chapter, named {volume}-{index}_o.json.',
  type: 'object',
  additionalProperties: false,
  required: ['info'],
  properties: {
    info: { $ref: chapterInfoSchema.$id },
    dialogue_summary: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['speaker'],
        properties: {
          speaker: { type: 'string', minLength: 1 },
          text: { type: 'string' },
          summary: { type: 'string' },
        },
        // At least one of text and summary. Each branch names its property again because ajv's
        // strict mode wants a required name declared beside it (and checks anyOf first).
        anyOf: [
          { properties: { text: true }, required: ['text'] },
          { properties: { summary: true }, required: ['summary'] },
        ],
      },
    },
    keywords: stringList,
    topics: stringList,
    quiz: {
      type: 'object',
      additionalProperties: false,
      required: ['questions', 'answers'],
      properties: { questions: stringList, answers: stringList },
    },
    new_testament: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['reference', 'description', 'citation'],
        properties: {
          reference: { type: 'string', minLength: 1, maxLength: REFERENCE_MAX_LENGTH },
          description: { type: 'string' },
          citation: { type: 'string' },
        },
      },
    },
    homework: stringList,
    bulletpoints: stringList,
    user_comments: arrayOf(
      closedObject({
        required: ['user', 'comment'],
        properties: { user: { type: 'string' }, comment: { type: 'string' } },
      }),
    ),
  },
} as const;

/** An optional chapter file. */
export type OptionalChapter = FromSchema<
  typeof optionalChapterSchema,
  { references: [typeof chapterInfoSchema] }
>;

// One text per singular and plural of questions and answers, so each language words its own nouns.
const QUIZ_LENGTHS = {
  one: { one: 'quiz_lengths_1_1', many: 'quiz_lengths_1_n' },
  many: { one: 'quiz_lengths_n_1', many: 'quiz_lengths_n_n' },
} as const;

/** The reader pairs answers with questions by position, so both lists must be equally long. */
function checkQuizLengths(chapter: OptionalChapter): Problem[] {
  if (!chapter.quiz) return [];
  const { questions, answers } = chapter.quiz;
  if (questions.length === answers.length) return [];
  const count = (n: number) => (n === 1 ? 'one' : 'many');
  const code = QUIZ_LENGTHS[count(questions.length)][count(answers.length)];
  return [problem('/quiz/answers', code, { questions: questions.length, answers: answers.length })];
}

/** Checks an optional chapter file, including that the quiz has one answer per question. */
export const validateOptionalChapter = fromPrecompiled<OptionalChapter>(precompiled, checkQuizLengths);
