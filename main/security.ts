/**
 * The studio window's hardening (Electron's security checklist): an isolated, sandboxed
 * renderer without Node, nothing but the gateway's own origin loaded, no new windows, no
 * webviews, no permissions, and IPC answered only for the studio window's top frame.
 * The Content-Security-Policy comes with the UI's responses from the gateway
 * (server/http/ui-headers.ts), so the browser mode gets it too.
 */
import type {
  IpcEventLike,
  PreventableEvent,
  WebContentsLike,
  WebPreferencesSpec,
} from './electron-port.ts';

export function webPreferences(preload: string): WebPreferencesSpec {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Applied to every web contents the app creates: navigation stays on `allowedOrigin()`,
 * `window.open` is refused (an https link opens in the system browser instead), webviews
 * are refused, and every permission request or check is answered no.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  allowedOrigin: () => string | null,
  openExternal: (url: string) => void,
): void {
  const stayHome = (event: PreventableEvent, url: string) => {
    const allowed = allowedOrigin();
    if (allowed === null || originOf(url) !== allowed) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) openExternal(url);
    return { action: 'deny' };
  });
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  contents.session.setPermissionCheckHandler(() => false);
}

/**
 * Whether an IPC call comes from the studio: one of `trustedSenders` (the studio window's
 * web contents), from its top frame, showing a page of the gateway's origin.
 */
export function isStudioSender(
  event: IpcEventLike,
  trustedSenders: ReadonlySet<number>,
  gatewayOrigin: string | null,
): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || gatewayOrigin === null) return false;
  return trustedSenders.has(event.sender.id) && originOf(frame.url) === gatewayOrigin;
}
