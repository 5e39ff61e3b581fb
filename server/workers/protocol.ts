/**
 * Messages between a WorkerPool (main thread) and a pooled worker thread (serve.ts). One job at
 * a time per worker; `id` ties every reply to its job. Notices carry no id and get no answer.
 */

/** Main thread → worker. */
export type ToWorker<Request, Notice> =
  { type: 'job'; id: number; request: Request } | { type: 'notice'; notice: Notice };

/** Worker → main thread. A job ends with exactly one 'done' or 'failed'. */
export type FromWorker<Reply, Progress> =
  | { type: 'progress'; id: number; progress: Progress }
  | { type: 'done'; id: number; reply: Reply }
  | { type: 'failed'; id: number; error: SerializedError };

/** An error thrown by a job, as it crosses threads: its class name, message and code. */
export interface SerializedError {
  name: string;
  message: string;
  code?: string;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  return { name: 'Error', message: String(error) };
}

/**
 * A job's error rebuilt on the main thread. `name` is the original class's name and `code`
 * its code, so that each pool's owner can turn it back into its own error type.
 */
export class WorkerJobError extends Error {
  readonly code: string | undefined;

  constructor(error: SerializedError) {
    super(error.message);
    this.name = error.name;
    this.code = error.code;
  }
}
