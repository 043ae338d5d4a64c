import type { ReactNode } from 'react';

import DataTable, { type Column } from '@site/src/components/DataTable';
import {
  AUDIO_KBITS,
  CAMERA_PROFILES,
  CAMERA_THRESHOLDS,
  CLASSROOM_EXAMPLES,
  classroomTraffic,
  gigabytesPerHour,
  PARTICIPANT_NEEDS,
  rawRecordingRows,
  SCREEN_SHARE,
  SERVER_CAPACITY,
  type CameraProfile,
} from '@site/src/data/admin/sizing';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { NOT_IN_SEARCH } from '@site/src/lib/searchExclude';

/** Which figures to show. */
export type SizingPart = 'capacity' | 'bandwidth' | 'participant' | 'recording';

export interface SizingFiguresProps {
  version: DocVersion;
  part: SizingPart;
}

const mbits = (kbits: number) => `${(kbits / 1000).toLocaleString('en', { maximumFractionDigits: 2 })} Mbit/s`;
const gb = (kbits: number) => `${gigabytesPerHour(kbits).toLocaleString('en', { maximumFractionDigits: 1 })} GB/h`;

const PROFILE_COLUMNS: readonly Column<CameraProfile>[] = [
  { header: 'Profile', rowHeader: true, cell: (p) => (p.isDefault ? `${p.label} (default)` : p.label) },
  { header: 'Bitrate', cell: (p) => `${p.kbits} kbit/s` },
  { header: 'Picture', cell: (p) => p.constraints ?? 'as the camera gives it' },
];

function Capacity({ release }: { release: string }): ReactNode {
  return (
    <ul>
      <li>
        A server that meets the production requirements carries about <strong>{SERVER_CAPACITY.usersPerServer}</strong>{' '}
        simultaneous users of BigBlueButton {release} as a starting figure: for example four sessions of 50 or eight of
        25. Webcams, screen sharing and the number of microphones move it more than anything else.
      </li>
      <li>
        Keep a single session at or below <strong>{SERVER_CAPACITY.usersPerSession}</strong> users. A session cannot
        spread over several servers, so a larger session needs a larger server, not more of them.
      </li>
      <li>
        Audio degrades first: in a load test, the limit is reached when the CPU stays above about{' '}
        {SERVER_CAPACITY.audioDegradesAtCpuPercent} % and speech starts to break up.
      </li>
    </ul>
  );
}

function Bandwidth(): ReactNode {
  return (
    <>
      <DataTable
        caption="Webcam profiles the user picks before sharing"
        columns={PROFILE_COLUMNS}
        rows={CAMERA_PROFILES}
        rowKey={(p) => p.id}
        tableAttributes={NOT_IN_SEARCH}
      />
      <p>
        From {CAMERA_THRESHOLDS[0].cameras} webcams in a meeting the client lowers every webcam, whatever its profile:{' '}
        {CAMERA_THRESHOLDS.map((t) => `${t.cameras} webcams → ${t.kbits} kbit/s`).join(', ')}. Audio takes about{' '}
        {AUDIO_KBITS} kbit/s per participant each way. Screen sharing is capped at {SCREEN_SHARE.maxKbits} kbit/s at{' '}
        {SCREEN_SHARE.frameRate.ideal} to {SCREEN_SHARE.frameRate.max} frames per second, and uses about{' '}
        {SCREEN_SHARE.typicalKbits.still} kbit/s for a still screen and {SCREEN_SHARE.typicalKbits.busy} kbit/s for one
        that changes often.
      </p>
      <p>
        With <var>U</var> participants, <var>W</var> webcams at <var>b</var> kbit/s, <var>M</var> microphones, audio at{' '}
        <var>a</var> kbit/s and screen sharing at <var>s</var> kbit/s:
      </p>
      <ul>
        <li>
          into the server: <code>W × b + M × a + s</code>
        </li>
        <li>
          out of the server: <code>W × (U − 1) × b + U × a + (U − 1) × s</code>
        </li>
      </ul>
      <p>
        Each webcam and the screen go to every other participant; FreeSWITCH sends one mixed audio stream to everyone,
        listeners included. Pagination of webcams, which shows a viewer a page of webcams at a time, lowers the outgoing
        figure.
      </p>
      {CLASSROOM_EXAMPLES.map(({ id, title, room }) => {
        const t = classroomTraffic(room);
        return (
          <div key={id} {...NOT_IN_SEARCH}>
            <p>
              <strong>{title}.</strong>
            </p>
            <ul>
              <li>
                Webcams: {room.webcams} at {t.webcams.perStream} kbit/s in, {t.webcams.out.toLocaleString('en')} kbit/s
                out ({room.webcams} × {room.participants - 1} × {t.webcams.perStream}).
              </li>
              <li>
                Audio: {room.microphones} × {AUDIO_KBITS} = {t.audio.in.toLocaleString('en')} kbit/s in,{' '}
                {room.participants} × {AUDIO_KBITS} = {t.audio.out.toLocaleString('en')} kbit/s out.
              </li>
              {room.screenShareKbits > 0 ? (
                <li>
                  Screen sharing: {room.screenShareKbits} kbit/s in, {room.participants - 1} × {room.screenShareKbits} ={' '}
                  {t.screenShare.out.toLocaleString('en')} kbit/s out.
                </li>
              ) : null}
              <li>
                In all: <strong>{mbits(t.total.in)}</strong> in and <strong>{mbits(t.total.out)}</strong> out, or{' '}
                {gb(t.total.out)} sent in an hour.
              </li>
            </ul>
          </div>
        );
      })}
    </>
  );
}

function Participant(): ReactNode {
  return (
    <ul>
      <li>
        Connection: at least {PARTICIPANT_NEEDS.uploadMbits} Mbit/s up and {PARTICIPANT_NEEDS.downloadMbits} Mbit/s
        down, measured, not as sold. Sharing a webcam adds its profile&apos;s bitrate to the upload; each webcam shown
        adds its bitrate to the download.
      </li>
      <li>
        Computer: {PARTICIPANT_NEEDS.cpu} and {PARTICIPANT_NEEDS.memoryGb} GB of memory for the browser, more when many
        webcams are shown.
      </li>
      <li>
        A cable beats Wi-Fi: Wi-Fi far from the router, busy public networks and VPNs add delay and lose packets, and
        audio suffers first.
      </li>
    </ul>
  );
}

function RecordingDisk(): ReactNode {
  return (
    <DataTable
      caption="Raw recording data per hour of meeting, from the bitrate of each stream"
      columns={[
        { header: 'Media', rowHeader: true, cell: (row) => row.media },
        { header: 'Bitrate', cell: (row) => `${row.kbits} kbit/s` },
        { header: 'Raw data per hour', cell: (row) => `about ${row.megabytesPerHour} MB` },
      ]}
      rows={rawRecordingRows()}
      rowKey={(row) => row.media}
      tableAttributes={NOT_IN_SEARCH}
    />
  );
}

/** The sizing figures of one release (one part of them). */
export default function SizingFigures({ version, part }: SizingFiguresProps): ReactNode {
  const { release } = RELEASES[version];
  switch (part) {
    case 'capacity':
      return <Capacity release={release} />;
    case 'bandwidth':
      return <Bandwidth />;
    case 'participant':
      return <Participant />;
    case 'recording':
      return <RecordingDisk />;
  }
}
