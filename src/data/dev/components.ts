/**
 * Server components of a BigBlueButton release and the toolchain used to
 * rebuild them.
 *
 * The architecture page, the development guide and the design page of every
 * docs version render these rows, so a package name, a runtime or a local
 * port changes in one place only. A component whose runtime or role changed
 * between releases has one record per range of versions; the ranges of one
 * `id` must not overlap (the unit tests check it).
 */
import { DOC_VERSIONS, inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

/** Where a component sits in the stack; used to group and filter tables. */
export type ComponentLayer =
  | 'client' // what runs in (or is served to) the browser, and the server side that feeds it
  | 'api' // the BigBlueButton API and the web server in front of it
  | 'core' // meeting state and the message bus
  | 'media' // audio, webcams, screen sharing
  | 'recording' // recording, processing and playback
  | 'document' // presentations, shared notes, exports
  | 'optional'; // installed only on request or by bbb-install options

export const LAYER_LABELS: Record<ComponentLayer, string> = {
  client: 'Client and client data',
  api: 'API and web',
  core: 'Meeting core and message bus',
  media: 'Audio and video',
  recording: 'Recording and playback',
  document: 'Presentations and shared notes',
  optional: 'Optional components',
};

export interface ServerComponent extends VersionRange {
  /** Stable key; several records may share it when their version ranges do not overlap. */
  readonly id: string;
  /** Name used in the docs. */
  readonly name: string;
  /** Debian package that installs it (or the Ubuntu package it depends on). */
  readonly package: string;
  /** systemd unit, when the component runs as a service of its own. */
  readonly service?: string;
  /** Language, framework or runtime. */
  readonly runtime: string;
  /** TCP port it listens on, on the loopback interface unless the role says otherwise. */
  readonly port?: number;
  /** What it does in this release, in one or two sentences. May contain `inline code`. */
  readonly role: string;
  readonly layer: ComponentLayer;
  /** True for components that are not part of every installation (see `role`). */
  readonly optional?: boolean;
}

export const SERVER_COMPONENTS: readonly ServerComponent[] = [
  // --- API and web -------------------------------------------------------
  {
    id: 'nginx',
    name: 'nginx',
    package: 'nginx',
    service: 'nginx',
    runtime: 'C',
    port: 443,
    role: 'Terminates TLS on port 443, serves the HTML5 client files, and proxies the API, WebSockets and media signalling to the components behind it.',
    layer: 'api',
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    id: 'nginx',
    name: 'nginx',
    package: 'nginx',
    service: 'nginx',
    runtime: 'C',
    role: 'Serves the HTML5 client files and proxies the API, WebSockets and media signalling. Terminates TLS on port 443 itself, or listens on local ports 81 and 82 when haproxy sits in front of it.',
    layer: 'api',
    since: '2.6',
    until: '3.0',
  },
  {
    id: 'nginx',
    name: 'nginx',
    package: 'nginx',
    service: 'nginx',
    runtime: 'C',
    role: 'Serves the static HTML5 client bundle and proxies the API, the GraphQL WebSocket and media signalling. Terminates TLS on port 443 itself, or listens on local ports 81 and 82 when haproxy sits in front of it.',
    layer: 'api',
    since: '3.0',
  },
  {
    id: 'haproxy',
    name: 'haproxy',
    package: 'haproxy',
    service: 'haproxy',
    runtime: 'C',
    port: 443,
    role: 'Added by bbb-install when it sets up the built-in TURN server: owns port 443, passes web traffic to nginx and TURN-over-TLS traffic to coturn.',
    layer: 'optional',
    since: '2.6',
    optional: true,
  },
  {
    id: 'bbb-web',
    name: 'bbb-web',
    package: 'bbb-web',
    service: 'bbb-web',
    runtime: 'Grails on Java 11',
    port: 8090,
    role: 'Implements the BigBlueButton API (create, join, end, recordings), checks checksums, keeps a copy of each meeting and converts uploaded presentations.',
    layer: 'api',
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'bbb-web',
    name: 'bbb-web',
    package: 'bbb-web',
    service: 'bbb-web',
    runtime: 'Grails on Java 17',
    port: 8090,
    role: 'Implements the BigBlueButton API (create, join, end, recordings), checks checksums, keeps a copy of each meeting and converts uploaded presentations.',
    layer: 'api',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'bbb-web',
    name: 'bbb-web',
    package: 'bbb-web',
    service: 'bbb-web',
    runtime: 'Grails on Java 17',
    port: 8090,
    role: 'Implements the BigBlueButton API, converts uploaded presentations, fetches plugin manifests at create time, and answers the authorization check bbb-graphql-server makes for every new client connection.',
    layer: 'api',
    since: '3.0',
  },

  // --- Client and client data --------------------------------------------
  {
    id: 'bbb-html5',
    name: 'HTML5 client and server (Meteor)',
    package: 'bbb-html5',
    service: 'bbb-html5',
    runtime: 'Meteor 2.7.1 on Node.js 14, React',
    role: 'Meteor application: the browser part (React) keeps a MiniMongo copy of its meeting; the server part runs as frontend and backend Node.js processes that exchange messages with akka-apps over Redis.',
    layer: 'client',
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    id: 'bbb-html5',
    name: 'HTML5 client and server (Meteor)',
    package: 'bbb-html5',
    service: 'bbb-html5',
    runtime: 'Meteor 2.12 on Node.js, React',
    role: 'Meteor application: the browser part (React) keeps a MiniMongo copy of its meeting; the server part runs as frontend and backend Node.js processes that exchange messages with akka-apps over Redis.',
    layer: 'client',
    since: '2.6',
    until: '2.7',
  },
  {
    id: 'bbb-html5',
    name: 'HTML5 client and server (Meteor)',
    package: 'bbb-html5',
    service: 'bbb-html5',
    runtime: 'Meteor 2.13 on Node.js, React 18',
    role: 'Meteor application: the browser part (React) keeps a MiniMongo copy of its meeting; the server part runs as frontend and backend Node.js processes that exchange messages with akka-apps over Redis.',
    layer: 'client',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'bbb-html5',
    name: 'HTML5 client',
    package: 'bbb-html5',
    runtime: 'React, TypeScript, Apollo GraphQL client (static files)',
    role: 'Static single-page application under `/usr/share/bigbluebutton/html5-client`, served by nginx. It has no server process of its own: it reads and changes meeting data through GraphQL.',
    layer: 'client',
    since: '3.0',
  },
  {
    id: 'mongod',
    name: 'MongoDB',
    package: 'mongodb-org',
    service: 'mongod',
    runtime: 'C++',
    port: 27017,
    role: 'Holds the meeting collections the Meteor server publishes to the browsers. It runs on a RAM disk and keeps no data across restarts.',
    layer: 'client',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'bbb-graphql-server',
    name: 'bbb-graphql-server',
    package: 'bbb-graphql-server',
    service: 'bbb-graphql-server',
    runtime: 'Hasura GraphQL engine',
    port: 8085,
    role: 'Answers GraphQL queries and subscriptions from the clients out of PostgreSQL, after checking what each user may see.',
    layer: 'client',
    since: '3.0',
  },
  {
    id: 'bbb-graphql-middleware',
    name: 'bbb-graphql-middleware',
    package: 'bbb-graphql-middleware',
    service: 'bbb-graphql-middleware',
    runtime: 'Go',
    port: 8378,
    role: 'Accepts the browser WebSocket (`/graphql`), relays it to bbb-graphql-server, sends only the differences (JSON patches) back, and passes mutations on to bbb-graphql-actions.',
    layer: 'client',
    since: '3.0',
  },
  {
    id: 'bbb-graphql-actions',
    name: 'bbb-graphql-actions',
    package: 'bbb-graphql-actions',
    service: 'bbb-graphql-actions',
    runtime: 'Node.js',
    port: 8093,
    role: 'Receives GraphQL mutations over HTTP, validates their parameters and publishes the matching message to akka-apps through Redis.',
    layer: 'client',
    since: '3.0',
  },
  {
    id: 'postgresql',
    name: 'PostgreSQL',
    package: 'postgresql',
    service: 'postgresql',
    runtime: 'C',
    port: 5432,
    role: 'Database `bbb_graphql`: akka-apps writes the meeting state into it, bbb-graphql-server reads it.',
    layer: 'client',
    since: '3.0',
  },
  {
    id: 'bbb-learning-dashboard',
    name: 'Learning Analytics Dashboard',
    package: 'bbb-learning-dashboard',
    runtime: 'React (static files)',
    role: 'Static page served by nginx that shows moderators the activity of each participant during and after a meeting.',
    layer: 'client',
    since: '2.5-legacy',
  },

  // --- Meeting core ----------------------------------------------------------
  {
    id: 'akka-apps',
    name: 'akka-apps',
    package: 'bbb-apps-akka',
    service: 'bbb-apps-akka',
    runtime: 'Scala, Akka, Java 11',
    role: 'Holds the live state of every meeting (users, chat, polls, whiteboard, presentation, breakout rooms); one MeetingActor per meeting processes its messages.',
    layer: 'core',
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'akka-apps',
    name: 'akka-apps',
    package: 'bbb-apps-akka',
    service: 'bbb-apps-akka',
    runtime: 'Scala, Akka, Java 17',
    role: 'Holds the live state of every meeting (users, chat, polls, whiteboard, presentation, breakout rooms); one MeetingActor per meeting processes its messages.',
    layer: 'core',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'akka-apps',
    name: 'akka-apps',
    package: 'bbb-apps-akka',
    service: 'bbb-apps-akka',
    runtime: 'Scala, Apache Pekko, Java 17',
    role: 'Holds the live state of every meeting and writes it to the `bbb_graphql` database; one MeetingActor per meeting processes its messages. The package keeps its historical name.',
    layer: 'core',
    since: '3.0',
  },
  {
    id: 'fsesl-akka',
    name: 'fsesl-akka',
    package: 'bbb-fsesl-akka',
    service: 'bbb-fsesl-akka',
    runtime: 'Scala, Akka, Java 11',
    role: 'Bridge between Redis and the FreeSWITCH event socket (port 8021): turns mute, eject and record requests into FreeSWITCH commands and reports talking and join events back.',
    layer: 'core',
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'fsesl-akka',
    name: 'fsesl-akka',
    package: 'bbb-fsesl-akka',
    service: 'bbb-fsesl-akka',
    runtime: 'Scala, Akka, Java 17',
    role: 'Bridge between Redis and the FreeSWITCH event socket (port 8021): turns mute, eject and record requests into FreeSWITCH commands and reports talking and join events back.',
    layer: 'core',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'fsesl-akka',
    name: 'fsesl-akka',
    package: 'bbb-fsesl-akka',
    service: 'bbb-fsesl-akka',
    runtime: 'Scala, Apache Pekko, Java 17',
    role: 'Bridge between Redis and the FreeSWITCH event socket (port 8021): turns mute, eject and record requests into FreeSWITCH commands and reports talking and join events back.',
    layer: 'core',
    since: '3.0',
  },
  {
    id: 'redis',
    name: 'Redis',
    package: 'redis-server',
    service: 'redis-server',
    runtime: 'C',
    port: 6379,
    role: 'Pub/sub message bus between all server components, and store of the events of recorded meetings until they are archived.',
    layer: 'core',
    since: '2.5-legacy',
  },

  // --- Audio and video -------------------------------------------------------
  {
    id: 'freeswitch',
    name: 'FreeSWITCH',
    package: 'bbb-freeswitch-core',
    service: 'freeswitch',
    runtime: 'C',
    port: 8021,
    role: 'Voice conference bridge: mixes the audio of each meeting, accepts WebRTC audio from browsers and, when configured, calls from a SIP provider. Port 8021 is its event socket.',
    layer: 'media',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-webrtc-sfu',
    name: 'bbb-webrtc-sfu',
    package: 'bbb-webrtc-sfu',
    service: 'bbb-webrtc-sfu',
    runtime: 'Node.js with mediasoup',
    port: 3008,
    role: 'Signalling server (WebSocket `/bbb-webrtc-sfu`) for webcams, screen sharing and listen-only audio. Media flows through mediasoup by default; it asks Kurento to record streams.',
    layer: 'media',
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'bbb-webrtc-sfu',
    name: 'bbb-webrtc-sfu',
    package: 'bbb-webrtc-sfu',
    service: 'bbb-webrtc-sfu',
    runtime: 'Node.js 18 with mediasoup',
    port: 3008,
    role: 'Signalling server (WebSocket `/bbb-webrtc-sfu`) for webcams, screen sharing and listen-only audio. Media flows through mediasoup; recording goes to Kurento, or to bbb-webrtc-recorder when `recordingAdapter` selects it.',
    layer: 'media',
    since: '2.7',
    until: '3.0',
  },
  {
    id: 'bbb-webrtc-sfu',
    name: 'bbb-webrtc-sfu',
    package: 'bbb-webrtc-sfu',
    service: 'bbb-webrtc-sfu',
    runtime: 'Node.js with mediasoup',
    port: 3008,
    role: 'Signalling server (WebSocket `/bbb-webrtc-sfu`) for webcams, screen sharing and listen-only audio. Media flows through mediasoup; bbb-webrtc-recorder records it.',
    layer: 'media',
    since: '3.0',
  },
  {
    id: 'kurento',
    name: 'Kurento Media Server',
    package: 'kurento-media-server',
    service: 'kurento-media-server',
    runtime: 'C++',
    port: 8888,
    role: 'No longer carries live media: bbb-webrtc-sfu uses it to record webcams and screen sharing of recorded meetings.',
    layer: 'media',
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'bbb-webrtc-recorder',
    name: 'bbb-webrtc-recorder',
    package: 'bbb-webrtc-recorder',
    service: 'bbb-webrtc-recorder',
    runtime: 'Go (Pion)',
    role: 'Experimental recorder for webcam and screen-sharing streams; used only when `recordingAdapter: bbb-webrtc-recorder` is set in the bbb-webrtc-sfu configuration.',
    layer: 'media',
    since: '2.7',
    until: '3.0',
    optional: true,
  },
  {
    id: 'bbb-webrtc-recorder',
    name: 'bbb-webrtc-recorder',
    package: 'bbb-webrtc-recorder',
    service: 'bbb-webrtc-recorder',
    runtime: 'Go (Pion)',
    role: 'Records webcam and screen-sharing streams of recorded meetings on request of bbb-webrtc-sfu.',
    layer: 'media',
    since: '3.0',
  },
  {
    id: 'bbb-livekit',
    name: 'LiveKit (experimental)',
    package: 'bbb-livekit',
    service: 'livekit-server',
    runtime: 'Go',
    role: 'Experimental alternative media framework. Installed only with `sudo apt-get install bbb-livekit`; used per meeting or server-wide through `audioBridge`, `cameraBridge` and `screenShareBridge`.',
    layer: 'optional',
    since: '3.0',
    optional: true,
  },

  // --- Presentations and shared notes ----------------------------------------
  {
    id: 'libreoffice',
    name: 'LibreOffice converter',
    package: 'bbb-libreoffice-docker',
    runtime: 'LibreOffice in a Docker container',
    role: 'Converts Office documents to PDF for bbb-web, isolated in a container.',
    layer: 'document',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-pads',
    name: 'bbb-pads',
    package: 'bbb-pads',
    service: 'bbb-pads',
    runtime: 'Node.js',
    role: 'Creates and controls the Etherpad pads of a meeting (shared notes, captions) on behalf of akka-apps.',
    layer: 'document',
    since: '2.5-legacy',
  },
  {
    id: 'etherpad',
    name: 'Etherpad',
    package: 'bbb-etherpad',
    service: 'etherpad',
    runtime: 'Node.js',
    port: 9001,
    role: 'Collaborative text editor behind shared notes.',
    layer: 'document',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-export-annotations',
    name: 'bbb-export-annotations',
    package: 'bbb-export-annotations',
    service: 'bbb-export-annotations',
    runtime: 'Node.js',
    role: 'Builds PDFs of presentations with their whiteboard annotations, for download and for capturing breakout room content in the parent meeting.',
    layer: 'document',
    since: '2.6',
  },

  // --- Recording and playback ------------------------------------------------
  {
    id: 'bbb-record-core',
    name: 'Recording processor',
    package: 'bbb-record-core',
    service: 'bbb-rap-resque-worker',
    runtime: 'Ruby',
    role: 'Archives the raw media and the events of a recorded meeting when it ends, then runs the processing and publishing scripts of each playback format.',
    layer: 'recording',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-playback-presentation',
    name: 'Presentation playback',
    package: 'bbb-playback-presentation',
    runtime: 'Ruby scripts and a React player',
    role: 'Processing scripts and web player of the `presentation` recording format.',
    layer: 'recording',
    since: '2.5-legacy',
  },
  {
    id: 'bbb-playback-video',
    name: 'Video playback',
    package: 'bbb-playback-video',
    runtime: 'Ruby scripts',
    role: 'Processing scripts of the `video` recording format, which renders a whole meeting into one video file.',
    layer: 'recording',
    since: '2.6',
    optional: true,
  },

  // --- Optional --------------------------------------------------------------
  {
    id: 'coturn',
    name: 'coturn (built-in TURN)',
    package: 'coturn',
    service: 'coturn',
    runtime: 'C',
    port: 3478,
    role: 'TURN server that bbb-install sets up on the same host unless you pass an external one; relays media for clients behind restrictive firewalls.',
    layer: 'optional',
    since: '2.6',
    optional: true,
  },
  {
    id: 'bbb-webhooks',
    name: 'bbb-webhooks',
    package: 'bbb-webhooks',
    service: 'bbb-webhooks',
    runtime: 'Node.js',
    role: 'Optional: listens to the Redis bus and sends HTTP callbacks about meeting events to URLs registered through its API.',
    layer: 'optional',
    since: '2.5-legacy',
    optional: true,
  },
  {
    id: 'bbb-transcription-controller',
    name: 'bbb-transcription-controller',
    package: 'bbb-transcription-controller',
    service: 'bbb-transcription-controller',
    runtime: 'Node.js',
    role: 'Optional: feeds meeting audio to a speech-to-text service and publishes the results as live captions.',
    layer: 'optional',
    since: '3.0',
    optional: true,
  },
];

/** The components of one release, in table order, optionally limited to some layers. */
export function componentsFor(version: DocVersion, layers?: readonly ComponentLayer[]): ServerComponent[] {
  return SERVER_COMPONENTS.filter((c) => inRange(c, version) && (layers === undefined || layers.includes(c.layer)));
}

/** The record of one component in one release, if the release has it. */
export function findComponent(version: DocVersion, id: string): ServerComponent | undefined {
  return SERVER_COMPONENTS.find((c) => c.id === id && inRange(c, version));
}

/** The docs versions that include a component. */
export function versionsWithComponent(id: string): DocVersion[] {
  return DOC_VERSIONS.filter((v) => findComponent(v, id) !== undefined);
}

// -----------------------------------------------------------------------------
// Development toolchain
// -----------------------------------------------------------------------------

export interface DevToolchain {
  readonly version: DocVersion;
  /** OpenJDK major version the Scala and Grails components build with. */
  readonly java: number;
  /** Value for JAVA_HOME on an amd64 host. */
  readonly javaHome: string;
  /** Ubuntu package that provides the JDK. */
  readonly jdkPackage: string;
  /** Tool versions installed with SDKMAN! (`sdk install <tool> <version>`). */
  readonly sdkman: { readonly gradle: string; readonly grails: string; readonly sbt: string; readonly maven: string };
  /** How the HTML5 client is run from source. */
  readonly clientWorkflow: 'meteor' | 'webpack';
  /** Local port of the client when run from source. */
  readonly clientDevPort: number;
  /** Caveat about the versions above, shown under the table. May contain `inline code`. */
  readonly note?: string;
}

const jdk = (major: number) => ({
  java: major,
  javaHome: `/usr/lib/jvm/java-${major}-openjdk-amd64`,
  jdkPackage: `openjdk-${major}-jdk-headless`,
});

export const DEV_TOOLCHAINS: Record<DocVersion, DevToolchain> = {
  '2.5-legacy': {
    version: '2.5-legacy',
    ...jdk(11),
    sdkman: { gradle: '7.3.1', grails: '5.0.1', sbt: '1.6.2', maven: '3.5.0' },
    clientWorkflow: 'meteor',
    clientDevPort: 4100,
  },
  '2.6': {
    version: '2.6',
    ...jdk(11),
    sdkman: { gradle: '7.3.1', grails: '5.2.4', sbt: '1.6.2', maven: '3.5.0' },
    clientWorkflow: 'meteor',
    clientDevPort: 4100,
    note: 'bbb-web of 2.6 is built on Grails 5.2.4; `grailsVersion` in `bigbluebutton-web/gradle.properties` on your branch is authoritative if it differs.',
  },
  '2.7': {
    version: '2.7',
    ...jdk(17),
    sdkman: { gradle: '7.3.1', grails: '5.3.2', sbt: '1.6.2', maven: '3.5.0' },
    clientWorkflow: 'meteor',
    clientDevPort: 4100,
  },
  '3.0': {
    version: '3.0',
    ...jdk(17),
    sdkman: { gradle: '8.14.3', grails: '7.0.0', sbt: '1.6.2', maven: '3.5.0' },
    clientWorkflow: 'webpack',
    clientDevPort: 3000,
    note: 'Grails 7.0.0 and Gradle 8.14.3 match the later 3.0.x point releases; early 3.0 builds of bbb-web used Grails 5.3.2 and Gradle 7.3.1. `grailsVersion` in `bigbluebutton-web/gradle.properties` on your branch is authoritative.',
  },
  '3.1': {
    version: '3.1',
    ...jdk(17),
    sdkman: { gradle: '8.14.3', grails: '7.0.0', sbt: '1.6.2', maven: '3.5.0' },
    clientWorkflow: 'webpack',
    clientDevPort: 3000,
    note: '`grailsVersion` in `bigbluebutton-web/gradle.properties` on your branch is authoritative if it differs.',
  },
};

// -----------------------------------------------------------------------------
// HTML5 client style guide: core colours and responsive breakpoints
// -----------------------------------------------------------------------------

export interface PaletteColor {
  /** Name of the constant in `imports/ui/stylesheets/styled-components/palette.js`. */
  readonly token: string;
  /** CSS custom property the 3.x client reads before falling back to `hex`. */
  readonly cssVar: string;
  /** Default value, `#RRGGBB`. */
  readonly hex: string;
  /** Where the client uses it. */
  readonly use: string;
  /** True when the colour is used for text or icons on a white background and must reach 4.5:1. */
  readonly text: boolean;
}

/** Core colours of the HTML5 client (light theme). */
export const CLIENT_PALETTE: readonly PaletteColor[] = [
  {
    token: 'colorPrimary',
    cssVar: '--color-primary',
    hex: '#0F70D7',
    use: 'Primary buttons, links, focus and selection',
    text: true,
  },
  {
    token: 'colorDanger',
    cssVar: '--color-danger',
    hex: '#DF2721',
    use: 'Leave and end actions, errors, unread-message badges',
    text: true,
  },
  {
    token: 'colorSuccess',
    cssVar: '--color-success',
    hex: '#008081',
    use: 'Confirmations, joined audio, success notifications',
    text: true,
  },
  {
    token: 'colorGray',
    cssVar: '--color-gray',
    hex: '#4E5A66',
    use: 'Body text and default icons',
    text: true,
  },
  {
    token: 'colorGrayDark',
    cssVar: '--color-gray-dark',
    hex: '#06172A',
    use: 'Headings and dark backgrounds',
    text: true,
  },
  {
    token: 'colorGrayLight',
    cssVar: '--color-gray-light',
    hex: '#8B9AA8',
    use: 'Borders, separators, offline and disabled states (not for text)',
    text: false,
  },
  {
    token: 'colorOffWhite',
    cssVar: '--color-off-white',
    hex: '#F3F6F9',
    use: 'Background of the participants list and side panels',
    text: false,
  },
];

/** WCAG 2 relative luminance of a `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export interface Breakpoint {
  /** Name of the constant in `imports/ui/stylesheets/styled-components/breakpoints.js`. */
  readonly name: string;
  /** CSS media query. */
  readonly query: string;
  /** Devices the query targets. */
  readonly target: string;
}

/** Media queries the client's components use to adapt their layout. */
export const CLIENT_BREAKPOINTS: readonly Breakpoint[] = [
  { name: 'smallOnly', query: 'only screen and (max-width: 40em)', target: 'Phones in portrait, narrow windows' },
  {
    name: 'mediumOnly',
    query: 'only screen and (min-width: 40.063em) and (max-width: 64em)',
    target: 'Tablets and small laptop windows',
  },
  { name: 'mediumUp', query: 'only screen and (min-width: 40.063em)', target: 'Everything larger than a phone' },
  { name: 'largeUp', query: 'only screen and (min-width: 64.063em)', target: 'Desktop windows' },
  {
    name: 'phoneLandscape',
    query: 'only screen and (max-width: 480px) and (orientation: landscape)',
    target: 'Phones held sideways',
  },
  {
    name: 'hasPhoneDimentions',
    query: 'only screen and (max-height: 479px), only screen and (max-width: 479px)',
    target: 'Any screen with a phone-sized side (the name is spelt this way in the code)',
  },
];

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-html5/imports/ui/stylesheets/styled-components/palette.js',
    commit: '00ec12a7aec8b27f8ca6da684797e60394dc402c',
    checked: '2026-11-28',
    note: 'A 3.x copy: the seven core colours with their CSS custom properties and default values, as CLIENT_PALETTE lists them. Copies of the 2.x branches were not read.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-html5/imports/ui/stylesheets/styled-components/breakpoints.js',
    commit: '434d3ddd46d5f01e7559b4d04dcaf62ce325947a',
    checked: '2026-11-28',
    note: 'The six media queries of CLIENT_BREAKPOINTS, spelling of hasPhoneDimentions included (the file also has a plain landscape query, not listed).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'build/packages-template/bbb-graphql-middleware/graphql.nginx',
    commit: '46a629a73a7e01dc81009927c1bb170edc4d4386',
    checked: '2026-11-28',
    note: '3.x: nginx passes the /graphql WebSocket to bbb-graphql-middleware on 127.0.0.1:8378; REST calls go to 127.0.0.1:8185, the nginx balancer of hasura-loadbalancer.nginx @ 643e9c46977b2ff33aaed30fc1644022450ec568, whose upstream is bbb-graphql-server on 127.0.0.1:8085.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bbb-graphql-actions/src/config.ts',
    commit: '0a83b595aa653fd15cbb66f636165d09b533414d',
    checked: '2026-11-28',
    note: 'bbb-graphql-actions listens on 127.0.0.1:8093 by default and reaches Redis on 6379; src/index.ts @ 7887c91deba49e65b1586b186e972050daad2c3d takes the actions as HTTP POST and publishes them on to-akka-apps-redis-channel.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'build/packages-template/bbb-webrtc-sfu/webrtc-sfu.nginx',
    commit: '220d4181841a0c702b4322c726bca0dee89f5052',
    checked: '2026-11-28',
    note: 'bbb-webrtc-sfu signalling behind /bbb-webrtc-sfu on 127.0.0.1:3008; Etherpad on 127.0.0.1:9001 (bbb-etherpad/notes.nginx @ 13b5305f7adb805c7d3d4f1dbfae8e8b94ed8337); bbb-webhooks on 127.0.0.1:3005 (bbb-webhooks/webhooks.nginx @ dbea7c5b5830988deb5857f410bf328e43733412).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/administration/install.md',
    checked: '2026-11-26',
    note: '2.7 copy: the units of bbb-conf --status and the bbb- packages of dpkg -l.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/new-features.md',
    checked: '2026-11-26',
    note: '3.0 copy: bbb-graphql-server, bbb-graphql-middleware, bbb-graphql-actions, Postgres and Hasura replace Meteor and MongoDB; Akka replaced by Pekko.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-config/bin/bbb-conf',
    checked: '2026-11-26',
    note: 'A 3.0 development copy (it lists the bbb-graphql services next to mongod and bbb-html5). The units display_bigbluebutton_status lists.',
  },
];
