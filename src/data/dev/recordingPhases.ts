/**
 * The record-and-playback phases with their folders, as the recording page
 * draws them (src/components/RecordingPhasesDiagram), generated from the
 * paths of ./recordingPaths.ts for each release.
 */
import {
  PHASE_LABELS,
  RECORDING_PATHS,
  RECORDING_PHASES,
  type RecordingPath,
  type RecordingPhase,
} from './recordingPaths';
import { inRange, type DocVersion } from '../versions';
import type { DataSources } from '../sources';

/** The phases after which bbb-record-core runs the scripts of a drop-in folder. */
export const POST_SCRIPT_PHASES: readonly RecordingPhase[] = ['archive', 'process', 'publish'];

export const POST_SCRIPTS_DIR = '/usr/local/bigbluebutton/core/scripts';

export interface PhaseStep {
  phase: RecordingPhase;
  label: string;
  /** Where the phase reads or writes, without repeats. */
  folders: string[];
  /** The post-script folder run after the phase, when there is one. */
  postScripts?: string;
}

export interface RecordingPhasesModel {
  steps: PhaseStep[];
  description: string;
}

export function recordingPhases(
  version: DocVersion,
  paths: readonly RecordingPath[] = RECORDING_PATHS,
): RecordingPhasesModel {
  const steps = RECORDING_PHASES.map((phase): PhaseStep => {
    const folders = [...new Set(paths.filter((p) => p.phase === phase && inRange(p, version)).map((p) => p.location))];
    return {
      phase,
      label: PHASE_LABELS[phase],
      folders,
      postScripts: POST_SCRIPT_PHASES.includes(phase) ? `${POST_SCRIPTS_DIR}/post_${phase}/` : undefined,
    };
  });
  const description = steps
    .map(
      (step) =>
        `${step.label}: ${step.folders.length ? step.folders.join(', ') : 'no folder of its own'}${
          step.postScripts ? `; then the scripts in ${step.postScripts}` : ''
        }.`,
    )
    .join(' ');
  return { steps, description: `The phases of a recording, in order. ${description}` };
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    siteOwn:
      'Generated from ./recordingPaths.ts, which carries its own sources; the post-script folders are those the recording page lists.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'record-and-playback/core/scripts/workers/rap-base-worker.rb',
    commit: '0252604b1615cd5d3ed869892c7c3a7ca722ea94',
    checked: '2026-11-28',
    note: 'Post-scripts: every *.rb of the folder, in sorted order, run with -m <meeting id> and, after process and publish, -f <format>; worker log bbb-rap-worker.log in log_dir. The post_publish folder is confirmed by rap-publish-worker.rb @ 62d62a2a1eefdacccfbed08f22bb106d3436bb2a.',
  },
];
