import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { RELEASES, type DocVersion } from '@site/src/data/versions';
import { buildInstallCommand } from '@site/src/data/admin/installOptions';

export interface InstallCommandProps {
  /** Docs version whose installer and -v value are used. */
  version: DocVersion;
  /** Value of -s (default bbb.example.com). */
  hostname?: string;
  /** Value of -e (default notice@example.com). */
  email?: string;
  /** Extra options, such as "-w -g". Options the release does not accept fail the build. */
  flags?: string;
  /** Environment assignments for the script, such as "GL_PATH=/gl". */
  env?: string;
  /** Point release to pin, such as "3.0.14" (gives -v jammy-300-3.0.14). */
  pin?: string;
  /** Title of the code block. */
  title?: string;
}

/** The release's exact bbb-install command, in a titled bash code block. */
export default function InstallCommand({
  version,
  hostname,
  email,
  flags,
  env,
  pin,
  title,
}: InstallCommandProps): ReactNode {
  const command = buildInstallCommand(version, { hostname, email, flags, env, pin });
  const heading = title ?? `Install BigBlueButton ${RELEASES[version].release} (run on the server)`;
  return (
    <CodeBlock language="bash" title={heading}>
      {command}
    </CodeBlock>
  );
}
