import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';

/**
 * The guard of every connection the server makes to an address someone gave it (Web Push endpoints, webhooks):
 * never a loopback, private, link-local, shared, metadata or reserved address, checked on the addresses a name
 * resolves to when connecting, so that a name later resolving elsewhere is refused too.
 */

/** The name itself, or for `*.name` any name under it. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.')
      ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1
      : name === pattern;
  });
}

// Two lists: a BlockList checks an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d).
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked4.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: checked as IPv4 below
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['fc00::', 7], // unique local (fd00:ec2::254 is a metadata address)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(address, prefix, 'ipv6');
}

/** None of loopback, private, link-local, shared, metadata or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked4.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !blocked6.check(address, 'ipv6');
  }
  return false;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type Lookup = (hostname: string, options: object, callback: LookupCallback) => void;

/**
 * A `lookup` for http(s) agents: a name resolving to any non-public address is an error with `code`, and no
 * connection is made. `what` names the address in the error ("push endpoint", "webhook").
 */
export function publicOnlyLookupFor(what: string, code: string): Lookup {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !isPublicAddress(a.address));
      if (refused || list.length === 0) {
        const error: NodeJS.ErrnoException = new Error(
          `${what} ${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`,
        );
        error.code = code;
        return callback(error, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
