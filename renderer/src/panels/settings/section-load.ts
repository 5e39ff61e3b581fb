/**
 * What a Settings section lists from the gateway, asked each time the panel is shown (after
 * its paint: composables/panel-shown.ts) and again with `reload()` after the section changed
 * something. One way for every section to say "loading", "nothing", an error, or — for a
 * status the section expects from some keys or gateways — quietly that it does not apply.
 */
import { ref, type Ref } from 'vue';
import { onShown } from '../../composables/panel-shown.ts';
import { GatewayError, type Connection } from '../../api/http.ts';
import { useConnectionStore } from '../../stores/connection.ts';

export interface SectionLoadOptions<T> {
  /**
   * Statuses that mean "this section does not apply" rather than an error: 403 for a key
   * without the admin scope, 404 for a gateway without the route. They set `forbidden`.
   */
  quiet?: readonly number[];
  /** Called with each answer once `data` holds it (a form showing the saved values). */
  onLoad?: (value: T) => void;
}

export interface SectionLoad<T> {
  /** The last answer; writable, so that an action's own answer can replace it. */
  data: Ref<T>;
  /** The last failure the section shows (ErrorNote); actions set it too. */
  error: Ref<unknown>;
  /** False until the first answer or failure: the section says "Loading…", not "nothing". */
  loaded: Ref<boolean>;
  /** The last answer was one of the quiet statuses. */
  forbidden: Ref<boolean>;
  reload: () => Promise<void>;
}

/** Whether a failure is one of the statuses a section shows quietly (`quiet` above). */
export function isQuietRefusal(err: unknown, quiet: readonly number[]): boolean {
  return err instanceof GatewayError && quiet.includes(err.status);
}

export function useSectionLoad<T>(
  fetch: (conn: Connection) => Promise<T>,
  initial: T,
  options: SectionLoadOptions<T> = {},
): SectionLoad<T> {
  const connection = useConnectionStore();
  const data = ref(initial) as Ref<T>;
  const error = ref<unknown>(null);
  const loaded = ref(false);
  const forbidden = ref(false);

  async function reload(): Promise<void> {
    if (connection.state !== 'connected') return;
    try {
      data.value = await fetch(connection.conn());
      error.value = null;
      forbidden.value = false;
      options.onLoad?.(data.value);
    } catch (err) {
      forbidden.value = isQuietRefusal(err, options.quiet ?? []);
      error.value = forbidden.value ? null : err;
    } finally {
      loaded.value = true;
    }
  }
  onShown(reload);
  return { data, error, loaded, forbidden, reload };
}
