/**
 * Requests the gateway makes on a client's behalf (gamma references today, upstream downloads
 * later) go only to public addresses (docs/decisions.md §7): the host name is resolved once, every
 * address it resolves to must be public, and the connection goes to the address that was
 * checked — the HTTP client gets a `lookup` that answers with it, so nothing resolves the name a
 * second time (no DNS rebinding between check and connect).
 *
 * IP literals in every spelling the WHATWG URL parser accepts (`127.1`, `2130706433`,
 * `0x7f000001`, `0177.0.0.1`) are normalized by `new URL` before they reach here; IPv4-mapped
 * and -embedding IPv6 forms are judged by the IPv4 address they carry, or refused.
 */

import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Name resolution: all addresses of `hostname`. Tests inject one; the default is dns.lookup. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * True for an address on the public internet: ipaddr.js's `unicast` range only, which leaves
 * out loopback, private, link-local (cloud metadata at 169.254.169.254), CGNAT 100.64/10,
 * unspecified, broadcast, multicast, reserved, ULA fc00::/7, site-local, documentation and the
 * IPv6 ranges that embed an IPv4 address (mapped, NAT64, 6to4, Teredo). The IPv4-compatible
 * ::/96 block, which ipaddr.js calls unicast, is refused too.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    const parts = v6.parts;
    if (parts.slice(0, 6).every((p) => p === 0)) return false; // ::/96, IPv4-compatible
  }
  return parsed.range() === 'unicast';
}

/** Why a destination was refused: `forbidden` (not public) or `unresolvable` (no address). */
export class OutboundRefusal extends Error {
  override readonly name = 'OutboundRefusal';
  constructor(
    readonly reason: 'forbidden' | 'unresolvable',
    options?: ErrorOptions,
  ) {
    super(
      reason === 'forbidden' ? 'The address is not public.' : 'The name does not resolve.',
      options,
    );
  }
}

export interface OutboundPolicy {
  /** Which addresses may be connected to (default: isPublicAddress). */
  readonly isAllowed?: (address: string) => boolean;
  readonly resolve?: Resolver;
}

/** `url.hostname` without the brackets of an IPv6 literal. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * The one address `url` will be fetched from, after checking every address its host resolves
 * to. Throws OutboundRefusal.
 */
export async function resolveAllowed(
  url: URL,
  policy: OutboundPolicy = {},
): Promise<ResolvedAddress> {
  const isAllowed = policy.isAllowed ?? isPublicAddress;
  const host = bareHost(url);
  let addresses: readonly ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(host);
    } catch (error) {
      throw new OutboundRefusal('unresolvable', { cause: error });
    }
  }
  if (addresses.length === 0) throw new OutboundRefusal('unresolvable');
  // Every address must pass: a name that also resolves to an inner address is refused, so
  // which one a client library would pick does not matter.
  if (!addresses.every((a) => isAllowed(a.address))) throw new OutboundRefusal('forbidden');
  return addresses[0]!;
}

/** A `lookup` for http.request that answers with `pinned` whatever it is asked. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((
    _hostname: string,
    options: { all?: boolean },
    callback: (...args: unknown[]) => void,
  ) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

/**
 * One GET of `url` (no redirects followed) connecting only to `address`. The TLS server name
 * and the Host header stay the URL's host. Resolves with the response once headers arrive.
 */
export function pinnedGet(
  url: URL,
  address: ResolvedAddress,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      headers,
      signal,
      lookup: pinnedLookup(address),
      agent: false,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}
