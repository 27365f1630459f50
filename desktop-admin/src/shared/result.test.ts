// Proves a failure main answers its window carries each problem by code with its values, so the
// window writes it in its UI language after the IPC copy (structured clone), and never has to read
// main's English back.
import { localizedText } from '@camino/schemas/messages/render-problem';
import { describe, expect, it } from 'vitest';
import { newFilePath } from '../main/services/workspace-edit';
import { createWorkspaceService } from '../main/services/workspace-service';

describe('failures across IPC', () => {
  it('keep the code and values of a field problem, written in Spanish on the other side', () => {
    const result = structuredClone(newFilePath({ kind: 'main', volume: 99, index: 1 }));
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          pointer: '/volume',
          code: 'volume_number',
          params: { max: 36 },
          message: 'must be a volume number from 1 to 36',
        },
      ],
    });
    if (!result.ok)
      expect(localizedText(result.problems[0]!, 'es')).toBe('debe ser un número de volumen de 1 a 36');
  });

  it('keep the code of a refusal about the whole request', async () => {
    const result = structuredClone(await createWorkspaceService().refresh());
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems[0]).toMatchObject({ pointer: '', code: 'no_workspace' });
      expect(localizedText(result.problems[0]!, 'es-ES')).toBe('no hay ningún espacio de trabajo abierto');
    }
  });
});
