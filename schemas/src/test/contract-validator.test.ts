import { describe, expect, it } from 'vitest';
import { encodeContent } from '../content-encoding';
import { createContractValidator, formatProblems } from './contract-validator';

const contract = createContractValidator();

describe('createContractValidator', () => {
  it('compiles every schema of the route table, every $ref resolved', () => {
    expect(() => contract.compileAll()).not.toThrow();
  });

  it('accepts an answer that matches and names each problem of one that does not', () => {
    const paz = { id: 1, title: 'Paz', lang: 'es', fallback: false };
    expect(contract.answerProblems('GET /temas', 200, { temas: [paz] })).toEqual([]);
    expect(
      contract.answerProblems('GET /temas', 200, {
        temas: [{ ...paz, id: '1', title: undefined, name: 'Paz' }],
      }),
    ).toEqual([
      expect.objectContaining({ pointer: '/temas/0/title', message: 'is required' }),
      expect.objectContaining({
        pointer: '/temas/0/name',
        message: 'is not an allowed property (check the spelling)',
      }),
      expect.objectContaining({ pointer: '/temas/0/id', message: 'must be a whole number' }),
    ]);
  });

  it('checks the status and the absence of a body', () => {
    expect(contract.answerProblems('GET /volumes', 304, undefined)).toEqual([]);
    expect(contract.answerProblems('GET /volumes', 201, { volumes: [] })[0]!.message).toBe(
      'status 201 is not one the contract lists (200, 304)',
    );
    expect(contract.answerProblems('POST /evangelio-views/increment', 204, {})).toEqual([
      expect.objectContaining({ pointer: '', message: 'status 204 has no body' }),
    ]);
  });

  it('checks the decoded encoded_content against the content schema', () => {
    const answer = (content: unknown) => ({
      id: 3,
      title: 'Paz',
      encoded_content: encodeContent(JSON.stringify(content)),
      lang: 'es',
      fallback: false,
    });
    expect(contract.answerProblems('GET /tema/:id', 200, answer({ title: 'Paz', items: [] }))).toEqual([]);
    expect(contract.answerProblems('GET /tema/:id', 200, answer({ items: [] }))).toEqual([
      expect.objectContaining({ pointer: '/encoded_content/title', message: 'is required' }),
    ]);
  });

  it('checks error bodies: detail and a known code are required', () => {
    expect(contract.errorProblems({ detail: 'Not found', code: 'not_found' })).toEqual([]);
    const text = formatProblems(contract.errorProblems({ code: 'gone' }));
    expect(text).toContain('  /detail: is required');
    expect(text).toContain('  /code: must be one of "bad_request"');
  });
});
