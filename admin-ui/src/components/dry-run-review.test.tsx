// Proves the dry-run review both admin clients draw with the shared flow: checking, then the
// review (its summary, the changes behind a toggle, Cancel before Publish), publishing (Publish
// loading, Cancel waiting), then the answer or the error, in the UI language.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { describe, expect, it, vi } from 'vitest';
import { useDryRunFlow } from '../hooks/use-dry-run-flow';
import i18n from '../test/i18n';
import { renderAdminUi } from '../test/render';
import { DryRunReview } from './dry-run-review';

const CHANGES: Change[] = [
  {
    kind: 'news',
    key: 'news',
    status: 'changed',
    fields: [{ pointer: '/public/title', before: 'A', after: 'B' }],
  },
];

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An upload drawn as an app draws it: a button, the review while one waits, then the outcome. */
function Upload({ check, publish }: { check: () => Promise<Change[]>; publish: () => Promise<string> }) {
  const flow = useDryRunFlow<void, Change[], string>({ check, publish });
  const { step, review } = flow;
  return (
    <>
      <button type="button" onClick={() => flow.check()} disabled={flow.busy}>
        Upload
      </button>
      {step.kind === 'checking' && <p>checking</p>}
      {review && (
        <DryRunReview
          id="gospel"
          changes={review}
          busy={step.kind === 'publishing'}
          onConfirm={() => flow.confirm()}
          onCancel={flow.cancel}
        />
      )}
      {step.kind === 'done' && <p>{step.result}</p>}
      {step.kind === 'failed' && <p role="alert">{String(step.error)}</p>}
    </>
  );
}

async function openReview(publish: () => Promise<string>) {
  const checking = deferred<Change[]>();
  renderAdminUi(<Upload check={() => checking.promise} publish={publish} />);
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  expect(screen.getByText('checking')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await act(async () => checking.resolve(CHANGES));
  return screen.getByTestId('gospel-dry-run');
}

describe('DryRunReview with the shared flow', () => {
  it('shows the summary, the changes on request, then publishes on Publish', async () => {
    const publishing = deferred<string>();
    const publish = vi.fn(() => publishing.promise);
    const review = await openReview(publish);

    expect(within(review).getByRole('heading')).toHaveTextContent(
      'Check before publishing: nothing is stored yet',
    );
    expect(screen.getByTestId('gospel-dry-run-summary')).toHaveTextContent('1 changed');
    const toggle = within(review).getByRole('button', { name: 'Show the change' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(review).getByText('/public/title')).toBeInTheDocument();

    // Tab reaches Cancel before Publish.
    const buttons = within(review)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancel', 'Publish']);
    expect(publish).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('gospel-confirm'));
    expect(publish).toHaveBeenCalledOnce();
    expect(screen.getByTestId('gospel-cancel')).toBeDisabled();
    expect(screen.getByTestId('gospel-confirm')).toHaveAttribute('data-loading', 'true');

    await act(async () => publishing.resolve('12 entries uploaded'));
    expect(screen.queryByTestId('gospel-dry-run')).not.toBeInTheDocument();
    expect(screen.getByText('12 entries uploaded')).toBeInTheDocument();
  });

  it('Cancel drops the review and stores nothing', async () => {
    const publish = vi.fn(() => Promise.resolve('stored'));
    await openReview(publish);
    fireEvent.click(screen.getByTestId('gospel-cancel'));
    expect(screen.queryByTestId('gospel-dry-run')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(publish).not.toHaveBeenCalled();
  });

  it('a refused publish shows why, and the review gives way to it', async () => {
    await openReview(() => Promise.reject(new Error('refused')));
    await act(async () => fireEvent.click(screen.getByTestId('gospel-confirm')));
    expect(screen.getByRole('alert')).toHaveTextContent('refused');
    expect(screen.queryByTestId('gospel-dry-run')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    const review = await openReview(() => Promise.resolve('stored'));
    expect(within(review).getByRole('heading')).toHaveTextContent('Revisa antes de publicar');
    expect(within(review).getByRole('button', { name: 'Ver el cambio' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
  });
});
