import type { MeshCall } from '../models/channels.ts';
import type { TaskRecordOf } from '../store/task-record.ts';
import type { UpstreamChannel } from './channel.ts';
import { forwardBody, saveForward } from './forward-body.ts';
import { hopsOf } from './hops.ts';
import type { UpstreamDeps } from './speech.ts';

/**
 * A 3D task for the upstream, checked and recorded by the 3D transport (our id; a texture's
 * draft already named by the upstream's id in `call.forwarded`): what the runner's upstream
 * handler will submit goes into its folder.
 */
export async function saveMeshTask(
  channel: UpstreamChannel,
  deps: UpstreamDeps,
  record: TaskRecordOf<'3d'>,
  call: MeshCall,
): Promise<void> {
  await saveForward(
    deps.files,
    '3d',
    record.id,
    forwardBody(channel, call.model.id, call.forwarded),
    hopsOf(call.incoming),
  );
}
