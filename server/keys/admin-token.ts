/**
 * The header that carries the admin token of `gateway.json` (the keys CLI and the desktop app
 * talking to a running gateway). Its own module: the client needs it without the routes.
 */
export const ADMIN_TOKEN_HEADER = 'x-voxmesh-admin-token';
