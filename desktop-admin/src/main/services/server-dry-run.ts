import type { DryRunReport, UploadStep } from '../../shared/server-types';
import type { AdminClient } from './admin-client';
import { ServerCallError } from './server-compare';
import { buildPayload, sendPayload, type StepPayload } from './upload';
import type { LoadedWorkspace } from './workspace-service';

/**
 * Builds each step's payload once and sends it to the server's dry run (`?dry_run=1`, which
 * writes nothing): each step gets the server's field-level `changes` and a playlist's member
 * impact. The payloads are kept so that the upload sends exactly these bytes and nothing rebuilt.
 */
export async function checkStepsWithServer(
  client: AdminClient,
  workspace: LoadedWorkspace,
  report: DryRunReport,
): Promise<{ report: DryRunReport; payloads: Map<string, StepPayload> }> {
  const payloads = new Map<string, StepPayload>();
  const steps: UploadStep[] = [];
  for (const step of report.steps) {
    if (step.blocked || !step.needed) {
      steps.push(step);
      continue;
    }
    const payload = await buildPayload(step, workspace);
    payloads.set(step.id, payload);
    const result = await sendPayload(client, step, payload, true);
    if (!result.ok) {
      if (result.status === 401) throw new ServerCallError(result, "the server's dry run");
      steps.push({ ...step, blocked: true, serverRefusal: result.message });
      continue;
    }
    const answer = result.body as { changes?: UploadStep['serverChanges']; impact?: UploadStep['impact'] };
    steps.push({
      ...step,
      serverChanges: answer.changes ?? [],
      ...(answer.impact ? { impact: answer.impact } : {}),
    });
  }
  return { report: { ...report, steps }, payloads };
}
