/**
 * The path of audio and video from a browser to a BigBlueButton server, as
 * the firewall and TURN pages draw it (src/components/MediaPathDiagram): one
 * lane per public port of the release that carries the client or media, from
 * the port data in ./ports.ts, so the drawing follows any change of a port,
 * a range or a service there.
 */
import { formatPorts, portsFor, type PortRule } from './ports';
import { inRange, type DocVersion } from '../versions';
import type { DataSources } from '../sources';

/** What travels through each port the drawing shows, by the port's id in ./ports.ts. */
const CARRIES: Record<string, string> = {
  https: 'client, API, WebSocket',
  'turn-builtin': 'TURN relay',
  'media-freeswitch': 'microphones (audio)',
  'media-sfu': 'webcams, screen sharing',
};

export interface MediaLane {
  id: string;
  /** "TCP 443", "UDP 16384-24576". */
  port: string;
  /** The listening service, as in the port table. */
  service: string;
  /** What the lane carries. */
  carries: string;
  optional: boolean;
}

export interface MediaPath {
  lanes: MediaLane[];
  /** The ports a dedicated TURN server offers browsers, when the release documents one. */
  turnPorts: string[];
  /** The drawing in words: its text alternative. */
  description: string;
}

const laneOf = (rule: PortRule): MediaLane => ({
  id: rule.id,
  port: `${rule.protocol} ${formatPorts(rule.ports)}`,
  service: rule.service,
  carries: CARRIES[rule.id],
  optional: rule.optional ?? false,
});

/** The media path of a release, from its port rules (`rules` defaults to the release's own). */
export function mediaPath(
  version: DocVersion,
  server: readonly PortRule[] = portsFor(version, 'server'),
  turn: readonly PortRule[] = portsFor(version, 'turn'),
): MediaPath {
  const lanes = server.filter((rule) => rule.id in CARRIES && inRange(rule, version)).map(laneOf);
  const turnPorts = turn
    .filter((rule) => rule.id === 'turn-tls' || rule.id === 'turn-listening')
    .map((rule) => `${rule.protocol} ${formatPorts(rule.ports)}`);
  const sentences = [
    'The browser reaches the server through the router or firewall, which must forward each of these ports to it.',
    ...lanes.map(
      (lane) =>
        `${lane.port} goes to ${lane.service} and carries ${lane.carries}${lane.optional ? ' (only in some set-ups)' : ''}.`,
    ),
  ];
  if (turnPorts.length) {
    sentences.push(
      `When a network blocks these ports, the browser sends its media through a TURN server on ${turnPorts.join(' or ')}, which relays it to the server.`,
    );
  }
  return { lanes, turnPorts, description: sentences.join(' ') };
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    siteOwn:
      'The drawing is made from the port rules of ./ports.ts (which carry their own sources); what each port carries repeats the purpose written there.',
  },
];
