/**
 * The error-code troubleshooter: a pure walk over the diagnosis data of one
 * release (src/data/support/diagnoses.ts).
 *
 * - `codesFor(version)`: every code the troubleshooter knows in a release:
 *   the client's error codes and the API's error message keys.
 * - `walk(version, code, answers)`: follows the reader's answers from the
 *   code's first step; returns the path, and the step to answer next or the
 *   fix reached.
 * - `outcomes(version, code)`: every fix a code can end in, with the answers
 *   that lead there (the page's text form without JavaScript, and the tests).
 * - `forumReport(...)`: the plain-text block to paste into a forum post.
 *
 * Nothing here touches the browser; the UI in src/components/Troubleshooter
 * reads and writes the address and renders what these functions return.
 */
import { errorCodesFor } from '../../data/support/errorCodes';
import { MESSAGE_KEYS } from '../../data/api/errors';
import {
  CODE_STARTS,
  DIAGNOSIS_FIXES,
  DIAGNOSIS_STEPS,
  EXTRA_STEPS,
  type DiagnosisFix,
  type DiagnosisStep,
  type StepAnswer,
  type StepTarget,
} from '../../data/support/diagnoses';
import { inRange, RELEASES, type DocVersion, type VersionRange } from '../../data/versions';

export type { DiagnosisFix, DiagnosisStep, StepAnswer };

/** The most answers a diagnosis may need before it reaches a fix. */
export const MAX_ANSWERS = 5;

const FIX_PREFIX = 'fix:';

function applies(item: Partial<VersionRange>, version: DocVersion): boolean {
  return inRange({ since: item.since ?? '2.5-legacy', until: item.until }, version);
}

/** A code the troubleshooter can diagnose in a release. */
export interface KnownCode {
  code: string;
  family: 'client' | 'api';
  /** What the client or the API says, in short. */
  label: string;
}

/** Every client error code and API error key of `version`, client codes first. */
export function codesFor(version: DocVersion): KnownCode[] {
  const client = errorCodesFor(version).map((entry) => ({
    code: String(entry.code),
    family: 'client' as const,
    label: entry.message,
  }));
  const api = MESSAGE_KEYS.filter((entry) => inRange(entry, version) && entry.action !== undefined).map((entry) => ({
    code: entry.key,
    family: 'api' as const,
    label: entry.meaning,
  }));
  return [...client, ...api];
}

/** The code as the reader wrote it, matched to a known code (`1007`, `ICE 1007`, `checksumerror`). */
export function matchCode(version: DocVersion, typed: string): KnownCode | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  const codes = codesFor(version);
  const digits = /\b(\d{4})\b/.exec(text)?.[1];
  if (digits) return codes.find((entry) => entry.code === digits);
  const lower = text.toLowerCase();
  return codes.find((entry) => entry.code.toLowerCase() === lower);
}

export function stepFor(version: DocVersion, id: string): DiagnosisStep | undefined {
  return [...DIAGNOSIS_STEPS, ...EXTRA_STEPS].find((step) => step.id === id && applies(step, version));
}

export function fixFor(version: DocVersion, id: string): DiagnosisFix | undefined {
  return DIAGNOSIS_FIXES.find((fix) => fix.id === id && applies(fix, version));
}

export function startOf(version: DocVersion, code: string): StepTarget | undefined {
  if (!codesFor(version).some((entry) => entry.code === code)) return undefined;
  return CODE_STARTS.find((entry) => entry.code === code && applies(entry, version))?.start;
}

export type Node = { kind: 'step'; step: DiagnosisStep } | { kind: 'fix'; fix: DiagnosisFix };

/** The step or fix a target names in `version`; undefined when it does not exist there. */
export function resolve(version: DocVersion, target: StepTarget): Node | undefined {
  if (target.startsWith(FIX_PREFIX)) {
    const fix = fixFor(version, target.slice(FIX_PREFIX.length));
    return fix && { kind: 'fix', fix };
  }
  const step = stepFor(version, target);
  return step && { kind: 'step', step };
}

/** One answered step. */
export interface Answered {
  step: DiagnosisStep;
  answer: StepAnswer;
}

export interface WalkResult {
  code: string;
  path: Answered[];
  /** The step to answer next, when no fix is reached yet. */
  next?: DiagnosisStep;
  fix?: DiagnosisFix;
  /** Answers given in the address that did not fit (a stale or edited link). */
  ignored: string[];
}

/**
 * Follows `answers` (step id → answer id) from the first step of `code`.
 * Answers for steps off the path are ignored, as are unknown answer ids:
 * the walk stops at the first step without a valid answer.
 */
export function walk(version: DocVersion, code: string, answers: ReadonlyMap<string, string>): WalkResult | undefined {
  const start = startOf(version, code);
  if (!start) return undefined;
  const path: Answered[] = [];
  const used = new Set<string>();
  let node = resolve(version, start);
  while (node?.kind === 'step') {
    const step = node.step;
    const chosen = answers.get(step.id);
    const answer = step.answers.find((entry) => entry.id === chosen);
    if (!answer || used.has(step.id)) break;
    used.add(step.id);
    path.push({ step, answer });
    node = resolve(version, answer.next);
  }
  const ignored = [...answers.keys()].filter((id) => !used.has(id));
  if (node?.kind === 'fix') return { code, path, fix: node.fix, ignored };
  return { code, path, next: node?.step, ignored };
}

/** A fix and the answers that lead to it. */
export interface Outcome {
  fix: DiagnosisFix;
  path: Answered[];
}

/** Every way through the diagnosis of `code`, depth first in the order of the answers. */
export function outcomes(version: DocVersion, code: string): Outcome[] {
  const start = startOf(version, code);
  if (!start) return [];
  const found: Outcome[] = [];
  const visit = (target: StepTarget, path: Answered[], seen: ReadonlySet<string>) => {
    const node = resolve(version, target);
    if (!node) throw new Error(`${version} ${code}: "${target}" does not exist in this release`);
    if (node.kind === 'fix') {
      found.push({ fix: node.fix, path });
      return;
    }
    if (seen.has(node.step.id)) throw new Error(`${version} ${code}: loop at "${node.step.id}"`);
    const nextSeen = new Set(seen).add(node.step.id);
    for (const answer of node.step.answers) visit(answer.next, [...path, { step: node.step, answer }], nextSeen);
  };
  visit(start, [], new Set());
  return found;
}

/** `answers=who:everyone,udp-open:closed` ⇄ Map. Pairs in path order. */
export function parseAnswers(text: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (text ?? '').split(',')) {
    const [step, answer] = pair.split(':');
    if (step && answer && /^[a-z0-9-]+$/.test(step) && /^[a-z0-9-]+$/.test(answer)) map.set(step, answer);
  }
  return map;
}

export function formatAnswers(path: readonly Answered[]): string {
  return path.map(({ step, answer }) => `${step.id}:${answer.id}`).join(',');
}

/** Removes `inline code` backticks for plain text. */
function plain(text: string): string {
  return text.replace(/`([^`]*)`/g, '$1');
}

/** The plain-text block for a forum post: release, code, answers, checks and their results, the fix reached. */
export function forumReport(version: DocVersion, result: WalkResult, pointRelease?: string): string {
  const known = codesFor(version).find((entry) => entry.code === result.code);
  const lines = [
    `BigBlueButton release: ${RELEASES[version].release}${pointRelease ? ` (${pointRelease})` : ''}`,
    `Error: ${result.code}${known ? ` (${plain(known.label)})` : ''}`,
  ];
  const questions = result.path.filter(({ step }) => step.kind === 'question');
  const checks = result.path.filter(({ step }) => step.kind === 'check');
  if (questions.length > 0) {
    lines.push('', 'Answers:');
    for (const { step, answer } of questions) lines.push(`- ${plain(step.text)} ${plain(answer.label)}`);
  }
  if (checks.length > 0) {
    lines.push('', 'Checks:');
    for (const { step, answer } of checks) {
      lines.push(`- ${plain(step.text)}`, `  Ran: ${plain(step.command ?? '')}`, `  Result: ${plain(answer.label)}`);
    }
  }
  lines.push('');
  if (result.fix) lines.push(`Suggested fix: ${result.fix.title}`);
  else if (result.next) lines.push(`Not answered yet: ${plain(result.next.text)}`);
  return lines.join('\n');
}
