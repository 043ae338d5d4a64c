/**
 * The three-Kurento setting of BigBlueButton 2.6: the `apply-lib.sh` helper
 * that runs one Kurento process per media type, and its reverse. The 2.6
 * customize page describes it; tests/unit/multiple-kurentos.test.ts checks
 * the page against these values.
 */
import type { DataSources } from '../sources';

/** Docs version whose customize page has the section. */
export const MULTIPLE_KURENTOS_VERSION = '2.6';

/** Helper functions of `/etc/bigbluebutton/bbb-conf/apply-lib.sh`. */
export const ENABLE_FUNCTION = 'enableMultipleKurentos';
export const DISABLE_FUNCTION = 'disableMultipleKurentos';

/** What the enable function sets up, one Kurento instance per port. */
export interface KurentoInstance {
  port: number;
  /** systemd unit the function writes and enables. */
  unit: string;
  /** Configuration file copied from `/etc/kurento/kurento.conf.json` with the port replaced. */
  config: string;
  /** `mediaType` the function gives the instance in bbb-webrtc-sfu's `kurento` list. */
  mediaType: 'main' | 'audio' | 'content';
  /** The streams of that media type. */
  carries: string;
}

export const KURENTO_INSTANCES: readonly KurentoInstance[] = [8888, 8889, 8890].map((port, i) => ({
  port,
  unit: `kurento-media-server-${port}.service`,
  config: `/etc/kurento/kurento-${port}.conf.json`,
  mediaType: (['main', 'audio', 'content'] as const)[i],
  carries: ['webcams', 'listen-only audio', 'screen sharing'][i],
}));

/** bbb-webrtc-sfu's `balancing-strategy` with three instances, and after the disable function. */
export const BALANCING = { multiple: 'MEDIA_TYPE', single: 'ROUND_ROBIN' } as const;

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/apply-lib.sh',
    commit: '0368dd2c1a711e4d1e56e97d0f5482539d91365d',
    checked: '2026-11-28',
    note: 'enableMultipleKurentos: a shared DTLS certificate for FreeSWITCH and Kurento, units kurento-media-server-8888 to 8890 with /etc/kurento/kurento-<port>.conf.json, the kurento-media-server unit replaced by one that starts them, bbb-webrtc-sfu kurento[0..2] with mediaType main, audio, content and balancing-strategy MEDIA_TYPE; disableMultipleKurentos undoes it and sets ROUND_ROBIN. This is the only copy of the file the index returned, and it is older than 2.6 (it still uses yq w and the Meteor settings path); that the 2.6 file keeps both functions rests on the 2.6 documentation below.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/customize.md',
    commit: '00013312eb24b3a056f798e39a075b33ef75b473',
    checked: '2026-11-28',
    note: 'The 2.6 documentation (this commit names bbb-install-2.6.sh and v2.6.x-release) keeps the section "Run three parallel Kurento media servers" with enableMultipleKurentos in apply-config.sh, three processes on 8888 to 8890, one log file per process, and disableMultipleKurentos to go back.',
  },
];
