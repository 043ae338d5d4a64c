/**
 * Worked checksum examples, one per release, rendered on the API pages and
 * recomputed by tests/unit/api-checksum.test.ts: if an input or a digest
 * here is wrong, the test fails, so the numbers on the pages are provably
 * right. The secrets are examples only; never use them on a server.
 */
import type { DocVersion } from '../versions';
import type { ChecksumAlgorithm, QueryParam } from '../../lib/checksum';
import type { DataSources } from '../sources';

export interface ChecksumWorkedExample {
  version: DocVersion;
  callName: string;
  /** Parameters in the order they are sent. */
  params: readonly QueryParam[];
  /** The query string those parameters encode to (checked by the tests). */
  queryString: string;
  secret: string;
  /** Algorithm the page walks through. */
  algorithm: ChecksumAlgorithm;
  /** Expected hex digests of callName + queryString + secret. */
  digests: Record<ChecksumAlgorithm, string>;
}

/** Host name used in every example URL. */
export const EXAMPLE_HOST = 'bbb.example.com';

export const WORKED_EXAMPLES: Record<DocVersion, ChecksumWorkedExample> = {
  '2.5-legacy': {
    version: '2.5-legacy',
    callName: 'create',
    params: [
      ['name', 'Test Meeting'],
      ['meetingID', 'abc123'],
      ['attendeePW', '111222'],
      ['moderatorPW', '333444'],
    ],
    queryString: 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444',
    secret: '639259d4-9dd8-4b25-bf01-95f9567eaf4b',
    algorithm: 'sha1',
    digests: {
      sha1: '1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17',
      sha256: 'da9185f7f333cfdfcd6eeac32dca3777510c4c436020d8b887ba5515bd1d189e',
      sha384: '891ac633df39d0a1b4f8d597f3e190833216c4b29c4fb51ea3ca72757eeb958d6e7b49a845cf29f5c6019c7d29d029d1',
      sha512:
        'de73ad61d11a5c801b68d4bd6ec5248546085cefb0b25c85f3c46249ea93a3a4b120f92c0a8a58d7512cb77821884951a3b01245f3435dbbef49fff3cc3988b4',
    },
  },
  '2.6': {
    version: '2.6',
    callName: 'getRecordings',
    params: [
      ['meetingID', 'physics-101'],
      ['offset', '0'],
      ['limit', '10'],
    ],
    queryString: 'meetingID=physics-101&offset=0&limit=10',
    secret: 'Vn7qR2xT9kLm4pW8sZ3dF6hJ1bC5gY0a',
    algorithm: 'sha1',
    digests: {
      sha1: 'aefa11561bdc3829e88395b5e37fd2b47e9d5f57',
      sha256: 'af1108bb60bcdd175babc1cbce75ed883d3c28d186dfbc70ff0d7c89b166ab72',
      sha384: 'f7dcf78d7845517791819247085dbc59e2d1039482234969e93ab068b4a19a2e089a7484a739c50d44e15e1f6e66c313',
      sha512:
        '29daf04bb92df91a548025adc1769cf493f3a1935d528b91563a7d0c0270ac59fa09ee48f7ab3fced738d58c04f23783098198696187a2b1b339160814c59c33',
    },
  },
  '2.7': {
    version: '2.7',
    callName: 'create',
    params: [
      ['name', 'Lab Session 7'],
      ['meetingID', 'lab-07'],
      ['preUploadedPresentation', 'https://files.example.com/lab07.pdf'],
    ],
    queryString:
      'name=Lab+Session+7&meetingID=lab-07&preUploadedPresentation=https%3A%2F%2Ffiles.example.com%2Flab07.pdf',
    secret: 'Qw4Er8Ty2Ui6Op0As3Df7Gh1Jk5Lz9Xc',
    algorithm: 'sha256',
    digests: {
      sha1: '931d1568a7d6643e2ec018816071c94ea00b8bfc',
      sha256: '5012922ba9bef542207c15ddcfca293b9acd5ab9a88d1ae57f0a2d88ea3ddcfa',
      sha384: 'ff062b701d2252ea6cb884f4cea894a515700cc1e141a3654f79ac0bac6b731737f1e8cc5a121b2522e782c291f0a177',
      sha512:
        'f03f785bd6195ff37151da180d544f35214dd6deed2a0837804a178313ed23077484808d1013647fcac31d4f1250aba3454ea96b280932e260e71ff81a3bd646',
    },
  },
  '3.0': {
    version: '3.0',
    callName: 'create',
    params: [
      ['name', 'Physics 101'],
      ['meetingID', 'physics-101'],
      ['record', 'true'],
    ],
    queryString: 'name=Physics+101&meetingID=physics-101&record=true',
    secret: 'a8F3kP0qLm2Xv9Rt6Yw1Zs4Nc7Bd5Ge2',
    algorithm: 'sha256',
    digests: {
      sha1: 'd4da169748679d768f233d38f4edc4be4fb15321',
      sha256: 'e595954459ef935fed4d0724e757b2993c706bd623322c79d84ce87e0a8a9c7a',
      sha384: 'a5062f643512bf9462dac6a5c0e122feeb91b287a8e31b5718f90d2f842e8f04a502eee91f27f24fb843733b0645fb86',
      sha512:
        'fa288b4b6647256e880e8571ce57f14492452a2fc6dcb3e6094e384ac526c407163890290af20e5451b889abd3fcfdba935b5321678e4db777ee460de3defb44',
    },
  },
  '3.1': {
    version: '3.1',
    callName: 'sendChatMessage',
    params: [
      ['meetingID', 'physics-101'],
      ['message', 'Break: back at 10:15'],
    ],
    queryString: 'meetingID=physics-101&message=Break%3A+back+at+10%3A15',
    secret: 'K2m9Tq4Wx7Lp1Vz8Rc3Nf6Hb0Jd5Gs4Y',
    algorithm: 'sha256',
    digests: {
      sha1: '5feb7bb0d8b36f1d5d5ca260da6d92d44f623853',
      sha256: '5342c4d9895c760895c71a5276ad3aeb1381f39470dc44fbc64200d2ae432d67',
      sha384: 'd9d2af853ad70c2b3f41f2683290265f4436501f530103c907b61003c3467d269ef1a01b73b6a80c84e91f85e30e1527',
      sha512:
        'e644f0131f6af18db82a0bb8295343569179beae3b487a2c816be21866227bcc443e174dcfecc453aa19a99c1e4a27d8358a8f1e3e120bd248a5df96a7d3a3a2',
    },
  },
};

/** Secret used to sign the example request URLs of one release (the worked example’s). */
export function exampleSecret(version: DocVersion): string {
  return WORKED_EXAMPLES[version].secret;
}

/** Algorithm of the release's example request URLs: the worked example's. */
export function exampleAlgorithm(version: DocVersion): ChecksumAlgorithm {
  return WORKED_EXAMPLES[version].algorithm;
}

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/development/api.md',
    checked: '2026-11-26',
    note: 'The method: call name, query string and shared secret, hashed.',
  },
  {
    siteOwn:
      "The example secrets and parameters are this site's; tests/unit/api-checksum.test.ts recomputes every digest.",
  },
];
