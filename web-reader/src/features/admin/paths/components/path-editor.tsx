import { Alert, Button, FileButton, Group, Stack, Textarea } from '@mantine/core';
import type { PathFile } from '@camino/schemas/path';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { ApiError } from '../../../../lib/api-errors';
import { savePath } from '../api/paths';

/**
 * A path's JSON (schemas/src/path.ts), loaded from a .json file or typed, checked by a dry run
 * that shows what would change (or every problem, at its place), then published on confirmation.
 */
export function PathEditor({ initial, onPublished }: { initial: string; onPublished: () => unknown }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [syntax, setSyntax] = useState<string | null>(null);
  const flow = useDryRunFlow({
    check: (path: PathFile) => savePath(path, true),
    publish: (path: PathFile) => savePath(path),
    after: onPublished,
  });
  const { step } = flow;

  const check = () => {
    try {
      const value = JSON.parse(text) as PathFile;
      setSyntax(null);
      flow.check(value);
    } catch (error) {
      setSyntax((error as Error).message);
    }
  };
  const load = async (file: File | null) => {
    if (!file) return;
    setText(await file.text());
    flow.reset();
  };

  const failed = step.kind === 'failed' ? step.error : null;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <FileButton onChange={(file) => void load(file)} accept="application/json,.json">
          {(props) => (
            <Button variant="default" size="xs" {...props} data-testid="path-file">
              {t('adminPathsChooseFile')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        label={t('adminPathsEditorLabel')}
        description={t('adminPathsEditorHelp')}
        autosize
        minRows={10}
        maxRows={24}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (flow.preview) flow.reset();
        }}
        disabled={flow.busy}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid="path-editor"
      />
      <Group justify="flex-end">
        <Button
          onClick={check}
          loading={flow.busy && !flow.review}
          disabled={flow.review !== null}
          data-testid="path-check"
        >
          {t('adminPathsCheck')}
        </Button>
      </Group>
      <div aria-live="polite">
        {syntax && (
          <Alert color="red" variant="light" data-testid="path-syntax">
            {t('adminPathsSyntax', { detail: syntax })}
          </Alert>
        )}
        {flow.review && (
          <DryRunReview
            id="path"
            changes={flow.review.changes ?? []}
            busy={flow.busy}
            onConfirm={() => flow.confirm()}
            onCancel={flow.cancel}
          />
        )}
        {failed !== null && (
          <Alert color="red" variant="light" data-testid="path-refused">
            {adminErrorMessage(failed, t, 'adminPathsSaveError')}
            {failed instanceof ApiError && <ProblemList problems={failed.problems} />}
          </Alert>
        )}
        {step.kind === 'done' && (
          <Alert color="green" variant="light" data-testid="path-published">
            {step.result.message}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
