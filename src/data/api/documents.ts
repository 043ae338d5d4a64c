/**
 * Attributes of a `<document>` element in the XML body of a POST `create`
 * (pre-uploaded presentations) and of `insertDocument`.
 *
 * Defaults are what bbb-web applies when the attribute is left out, read in
 * `uploadDocuments` of ApiController.groovy: a document is removable and not
 * downloadable. Older upstream documentation states the opposite for these
 * two; the code decides.
 */
import type { DataSources } from '../sources';
import type { Lifecycle } from './types';

export interface DocumentAttribute extends Lifecycle {
  name: string;
  /** Value bbb-web applies when the attribute is absent; absent when there is none. */
  default?: 'true' | 'false';
  /** What the attribute does. Markdown-style `code` spans are rendered. */
  description: string;
}

export const DOCUMENT_ATTRIBUTES: readonly DocumentAttribute[] = [
  { name: 'url', description: 'Address the server downloads the document from.', since: '2.5-legacy' },
  {
    name: 'filename',
    description: 'File name used to recognise the type when `url` has no file extension.',
    since: '2.5-legacy',
  },
  { name: 'name', description: 'File name of a document whose content is embedded as Base64.', since: '2.5-legacy' },
  { name: 'current', description: '`true` makes this the document shown.', since: '2.5-legacy' },
  {
    name: 'downloadable',
    default: 'false',
    description: '`true` lets participants download the original file.',
    since: '2.5-legacy',
    addedIn: '2.5',
  },
  {
    name: 'removable',
    default: 'true',
    description: '`false` keeps presenters from removing the document from the meeting.',
    since: '2.5-legacy',
    addedIn: '2.5',
  },
];

export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-web/grails-app/controllers/org/bigbluebutton/web/controllers/ApiController.groovy',
    checked: '2026-11-26',
    note: 'uploadDocuments(conf, isFromInsertAPI), shared by create and insertDocument: isRemovable = true and isDownloadable = false unless the attributes say otherwise; url, filename, name and current read from each document. Read in one stored copy (it has isInitialPresentation and preUploadedPresentationOverrideDefault; its release branch was not established). Confirm the two defaults in ApiController.groovy on each v2.5.x- to v3.1.x-release branch.',
  },
];
