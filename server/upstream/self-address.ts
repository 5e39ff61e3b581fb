import os from 'node:os';
import ipaddr from 'ipaddr.js';

/** Where this gateway listens: the host it was given (`--host`) and its bound port. */
export interface OwnAddress {
  host: string;
  port: number;
}

/** An IP address in canonical form (IPv4-mapped IPv6 as IPv4), or null for a name. */
function ipOf(name: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = name.startsWith('[') ? name.slice(1, -1) : name;
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : null;
}

function isLoopback(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return ipOf(name)?.range() === 'loopback';
}

function isWildcard(name: string): boolean {
  return ipOf(name)?.range() === 'unspecified';
}

function sameHost(a: string, b: string): boolean {
  const ipA = ipOf(a);
  const ipB = ipOf(b);
  if (ipA && ipB) return ipA.kind() === ipB.kind() && ipA.toString() === ipB.toString();
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Whether `url` names this gateway: its port, on a name that reaches the address it listens
 * on — every loopback alias and `localhost` for a loopback host; those and each address of
 * this machine's interfaces for a wildcard host (`0.0.0.0`, `::`). A name that only DNS
 * turns into one of these is caught later, by the hop header (hops.ts).
 */
export function isOwnAddress(url: string, own: OwnAddress): boolean {
  const parsed = new URL(url);
  const port = parsed.port === '' ? (parsed.protocol === 'https:' ? 443 : 80) : Number(parsed.port);
  if (port !== own.port) return false;
  const name = parsed.hostname.toLowerCase().replace(/\.$/u, '');
  if (sameHost(name, own.host)) return true;
  if (isWildcard(name)) return true;
  if (isLoopback(own.host)) return isLoopback(name);
  if (isWildcard(own.host)) {
    if (isLoopback(name)) return true;
    const mine = Object.values(os.networkInterfaces()).flatMap((list) =>
      (list ?? []).map((i) => i.address),
    );
    return mine.some((address) => sameHost(name, address));
  }
  return false;
}
