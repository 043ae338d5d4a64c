/**
 * The manual release-testing checklist, per release.
 *
 * Every item is one test: the area it belongs to, numbered steps and the
 * results to expect. An item exists only in the releases that have the
 * feature (timer and reactions from 2.7, tldraw v2 and chat reactions from
 * 3.0, and so on). When the release branch also carries a Playwright spec for
 * the test, `automated` names the folder of bigbluebutton-tests/playwright
 * and the first release in which this checklist relies on it.
 *
 * Text fields may contain `inline code` in backticks; the ReleaseChecklist
 * component renders it as <code>.
 */
import { DOC_VERSIONS, RELEASES, inRange, type DocVersion, type VersionRange } from '../versions';
import type { DataSources } from '../sources';

export const CHECKLIST_AREAS = [
  { id: 'presentation', label: 'Presentation' },
  { id: 'webcams', label: 'Webcams' },
  { id: 'screenshare', label: 'Screen sharing' },
  { id: 'breakout', label: 'Breakout rooms' },
  { id: 'audio', label: 'Audio' },
  { id: 'captions', label: 'Captions and transcription' },
  { id: 'whiteboard', label: 'Whiteboard' },
  { id: 'external-video', label: 'External video' },
  { id: 'shared-notes', label: 'Shared notes' },
  { id: 'lock-settings', label: 'Lock settings' },
  { id: 'chat', label: 'Chat' },
  { id: 'polling', label: 'Polling' },
  { id: 'user-list', label: 'User list' },
  { id: 'reactions', label: 'Reactions and raised hands' },
  { id: 'timer', label: 'Timer and stopwatch' },
  { id: 'options', label: 'Options and settings' },
  { id: 'layouts', label: 'Layouts' },
  { id: 'guest-policy', label: 'Guest policy' },
  { id: 'custom-parameters', label: 'Create and join parameters' },
  { id: 'recording', label: 'Recording' },
  { id: 'learning-dashboard', label: 'Learning Analytics Dashboard' },
  { id: 'plugins', label: 'Plugins' },
] as const;

export type ChecklistAreaId = (typeof CHECKLIST_AREAS)[number]['id'];

/** Folders of bigbluebutton-tests/playwright that the checklist points to. */
export const PLAYWRIGHT_SUITES = [
  'audio',
  'breakout',
  'chat',
  'layouts',
  'learningdashboard',
  'notifications',
  'options',
  'parameters',
  'polling',
  'presentation',
  'screenshare',
  'sharednotes',
  'user',
  'webcam',
  'whiteboard',
] as const;
export type PlaywrightSuite = (typeof PLAYWRIGHT_SUITES)[number];

export interface ChecklistItem extends VersionRange {
  /** Stable key, unique across the whole list. */
  id: string;
  area: ChecklistAreaId;
  /** Name of the test. */
  test: string;
  /** What the tester does, in order. */
  steps: readonly string[];
  /** What must be true afterwards. */
  expected: readonly string[];
  /** Playwright folder covering the test, and from which release this checklist relies on it. */
  automated?: { suite: PlaywrightSuite } & VersionRange;
}

export const CHECKLIST: readonly ChecklistItem[] = [
  // Presentation
  {
    id: 'presentation-upload',
    area: 'presentation',
    test: 'Upload a presentation',
    steps: [
      'As presenter, open the actions menu (the + button) and open the presentation manager.',
      'Drop a PDF onto the upload area, then add an office document with the file browser.',
      'Mark one file as current and confirm the upload.',
    ],
    expected: [
      'A notification shows the upload and conversion progress.',
      'The current file appears for every participant, and everyone is told its name.',
    ],
    automated: { suite: 'presentation', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'presentation-navigate',
    area: 'presentation',
    test: 'Move between slides',
    steps: [
      'As presenter, go to the next and the previous slide with the toolbar arrows.',
      'Pick a slide number from the slide selector.',
      'Use the right and left arrow keys with the slide focused.',
    ],
    expected: ['Every participant follows each slide change within a second or two.'],
    automated: { suite: 'presentation', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'presentation-zoom',
    area: 'presentation',
    test: 'Zoom, pan and fit to width',
    steps: [
      'As presenter, zoom in with the + button and with the mouse wheel.',
      'Pan the zoomed slide with the pan tool, then with the space bar held down.',
      'Switch between "Fit to width" and "Fit to page".',
    ],
    expected: ['Viewers see the same part of the slide as the presenter after every change.'],
    automated: { suite: 'presentation', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'presentation-download-toggle',
    area: 'presentation',
    test: 'Allow viewers to download the presentation',
    steps: [
      'In the presentation manager, turn on download for the current file.',
      'As a viewer, use the download button on the slide.',
      'Turn download off again.',
    ],
    expected: [
      'The viewer receives the original file.',
      'After download is turned off the button disappears for everyone.',
    ],
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'presentation-export-annotations',
    area: 'presentation',
    test: 'Send the annotated presentation to the chat',
    steps: [
      'Draw a few annotations on two slides.',
      'In the presentation manager, open the export options of the current file.',
      'Choose to send a download link that includes the whiteboard annotations.',
    ],
    expected: [
      'A progress notification appears while the PDF is built.',
      'A public chat message with the file name and a download link appears for everyone.',
      'The downloaded PDF contains every slide with its annotations.',
    ],
    automated: { suite: 'presentation', since: '3.0' },
    since: '2.6',
  },
  {
    id: 'presentation-download-original',
    area: 'presentation',
    test: 'Offer the original file and the converted PDF',
    steps: [
      'Upload an office document (for example a `.pptx`).',
      'In its export options, enable download of the original file; check the download button as a viewer.',
      'Switch the option to the converted PDF and check again; then disable download.',
    ],
    expected: [
      'The viewer first gets the `.pptx`, then a PDF without annotations.',
      'Users who join after the change see the same download option.',
      'After disabling, nobody can download the file.',
    ],
    automated: { suite: 'presentation', since: '3.0' },
    since: '2.7',
  },
  {
    id: 'presentation-snapshot',
    area: 'presentation',
    test: 'Snapshot of the current slide',
    steps: ['Annotate the current slide.', 'Open the presentation options menu and choose the snapshot entry.'],
    expected: ['The browser downloads an image of the slide including the annotations.'],
    automated: { suite: 'presentation', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'presentation-minimize',
    area: 'presentation',
    test: 'Minimize and restore the presentation',
    steps: ['Share a webcam.', 'Minimize the presentation.', 'Restore it with the button in the action bar.'],
    expected: [
      'While minimized, the webcams use the space of the presentation.',
      'Restoring brings the slide back at its previous position.',
    ],
    automated: { suite: 'presentation', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'presentation-delete',
    area: 'presentation',
    test: 'Delete a presentation',
    steps: ['Upload two files.', 'In the presentation manager, delete the current file and confirm.'],
    expected: [
      'The file disappears from the list.',
      'Another uploaded file (or the default one) becomes current for everyone.',
    ],
    automated: { suite: 'presentation', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'presentation-presenter',
    area: 'presentation',
    test: 'Hand over and take back the presenter role',
    steps: [
      'As moderator, select a viewer in the user list and make them presenter.',
      'As the new presenter, change the slide.',
      'As moderator, take the presenter role back.',
    ],
    expected: [
      'The presenter icon moves to the selected user for everyone.',
      'The new presenter has the presenter tools; the former presenter loses them.',
      'Viewers cannot take the presenter role themselves.',
    ],
    automated: { suite: 'user', since: '3.0' },
    since: '2.5-legacy',
  },

  // Webcams
  {
    id: 'webcam-share',
    area: 'webcams',
    test: 'Share a webcam',
    steps: [
      'Click "Share webcam" and allow camera access.',
      'Choose a camera and a quality, then start sharing.',
      'Stop sharing.',
    ],
    expected: [
      'Every participant sees the video; the user list marks you as sharing.',
      'After stopping, the video disappears for everyone.',
    ],
    automated: { suite: 'webcam', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'webcam-background-25',
    area: 'webcams',
    test: 'Virtual background',
    steps: ['In the webcam settings, select blur, then one of the built-in images.', 'Start sharing.'],
    expected: ['The preview and the shared video show the chosen background.'],
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    id: 'webcam-background',
    area: 'webcams',
    test: 'Custom background and brightness',
    steps: [
      'In the webcam settings, upload your own background image with the + tile.',
      'Move the brightness slider, with and without the whole-image option.',
      'Start sharing.',
    ],
    expected: [
      'The preview shows the uploaded image and follows the brightness changes.',
      'Other users see the same result.',
    ],
    since: '2.6',
  },
  {
    id: 'webcam-pin-25',
    area: 'webcams',
    test: 'Pin a webcam',
    steps: ['Join with three webcams.', 'From the menu on one video, choose "Pin".', 'Unpin it.'],
    expected: ['The pinned video moves to the first position for everyone and returns after unpinning.'],
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    id: 'webcam-pin',
    area: 'webcams',
    test: 'Pin several webcams',
    steps: [
      'Join with at least three webcams.',
      'Pin one video, then a second one.',
      'As a viewer, try to unpin a video pinned by the moderator.',
    ],
    expected: [
      'The first pinned video takes the first place and the second one the next place, for everyone.',
      'Only moderators can unpin other users.',
    ],
    automated: { suite: 'webcam', since: '3.0' },
    since: '2.6',
  },
  {
    id: 'webcam-focus-mirror',
    area: 'webcams',
    test: 'Focus and mirror a webcam',
    steps: [
      'From the menu on a video, choose "Focus", then undo it.',
      'Choose "Mirror" on your own video, then undo it.',
    ],
    expected: [
      'The focused video grows while the others shrink, only for you.',
      'Mirroring flips your view horizontally and does not change what others see.',
    ],
    since: '2.5-legacy',
  },
  {
    id: 'webcam-fullscreen',
    area: 'webcams',
    test: 'Webcam in full screen',
    steps: ['Use the full-screen button on a video.', 'Leave full screen with Esc.'],
    expected: ['Only your view goes full screen and returns to normal.'],
    automated: { suite: 'webcam', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'webcam-self-view',
    area: 'webcams',
    test: 'Hide self-view',
    steps: ['Share a webcam.', 'From your video menu, disable self-view.', 'Enable it again.'],
    expected: [
      'You see a tile saying that self-view is disabled while others still see your video.',
      'The option is not offered on other users\u2019 videos.',
    ],
    automated: { suite: 'webcam', since: '3.0' },
    since: '2.7',
  },
  {
    id: 'webcam-as-content',
    area: 'webcams',
    test: 'Share a camera as content',
    steps: [
      'As presenter, choose "Share camera as content" in the actions menu.',
      'Pick a camera and start sharing.',
      'Upload or delete a presentation while the camera is shown.',
    ],
    expected: [
      'The camera replaces the presentation for everyone.',
      'Presentation changes do not interrupt the camera content.',
    ],
    automated: { suite: 'presentation', since: '3.0' },
    since: '2.7',
  },

  // Screen sharing
  {
    id: 'screenshare-screen',
    area: 'screenshare',
    test: 'Share the entire screen',
    steps: ['As presenter, click the screen-share button.', 'Choose the entire screen and confirm.'],
    expected: [
      'Viewers see the screen in place of the presentation.',
      'The screen-share button is highlighted for the presenter only.',
    ],
    automated: { suite: 'screenshare', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'screenshare-window',
    area: 'screenshare',
    test: 'Share one application window',
    steps: ['Open a second application.', 'Share only its window.', 'Open a menu or dialog inside the application.'],
    expected: ['Viewers follow changes in the window; windows of other applications are not shown.'],
    since: '2.5-legacy',
  },
  {
    id: 'screenshare-stop',
    area: 'screenshare',
    test: 'Stop sharing',
    steps: [
      'While sharing, stop with the screen-share button; repeat and stop with the browser\u2019s own stop control.',
    ],
    expected: ['Both ways end the share and bring the presentation back for everyone.'],
    since: '2.5-legacy',
  },

  // Breakout rooms
  {
    id: 'breakout-create',
    area: 'breakout',
    test: 'Create breakout rooms and assign users',
    steps: [
      'As moderator, choose "Create breakout rooms" from the user list menu.',
      'Set the number of rooms and the duration.',
      'Assign users by dragging them, or with random assignment, and create the rooms.',
      'Join a room as a viewer and as a moderator.',
    ],
    expected: [
      'Viewers get an invitation to their room; moderators see the breakout panel.',
      'The main room user list shows which room each user is in.',
      'The breakout panel counts down the chosen duration.',
    ],
    automated: { suite: 'breakout', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'breakout-choose',
    area: 'breakout',
    test: 'Let users choose their room',
    steps: [
      'Create rooms with the option that lets users choose a room.',
      'As a viewer, pick a room from the list and join it.',
    ],
    expected: ['The viewer lands in the chosen room.'],
    automated: { suite: 'breakout', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'breakout-message-all',
    area: 'breakout',
    test: 'Send a message to all rooms',
    steps: ['With users in two rooms, type a message in the breakout panel of the main room and send it.'],
    expected: [
      'The sender is told how many rooms received it.',
      'The message appears, highlighted, in the public chat of every room.',
    ],
    automated: { suite: 'breakout', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'breakout-duration',
    area: 'breakout',
    test: 'Change the duration of running rooms',
    steps: ['In the breakout panel, open the breakout options and change the duration.'],
    expected: ['The timers restart with the new value and each room\u2019s chat announces the new duration.'],
    automated: { suite: 'breakout', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'breakout-move-user',
    area: 'breakout',
    test: 'Move a user to another room',
    steps: [
      'While rooms are running, open "Manage users" in the breakout options.',
      'Drag a user to a different room and apply.',
    ],
    expected: ['The user is asked to join the new room and leaves the old one.'],
    since: '2.6',
  },
  {
    id: 'breakout-capture',
    area: 'breakout',
    test: 'Bring notes and whiteboards back to the main room',
    steps: [
      'Create rooms with the options that capture shared notes and whiteboards when the rooms end.',
      'Write notes and draw in a room, then end the rooms.',
    ],
    expected: [
      'The notes and the annotated whiteboard of each room are offered as PDFs in the main room\u2019s presentation manager.',
    ],
    automated: { suite: 'breakout', since: '3.0' },
    since: '3.0',
  },
  {
    id: 'breakout-presentation',
    area: 'breakout',
    test: 'Different presentation per room',
    steps: [
      'Upload a second file.',
      'In the room setup, pick a different presentation (or the current slide) for each room.',
      'Join each room.',
    ],
    expected: ['Each room shows the presentation chosen for it.'],
    since: '3.0',
  },
  {
    id: 'breakout-end',
    area: 'breakout',
    test: 'End all breakout rooms',
    steps: ['From the breakout options, end the rooms.'],
    expected: ['Every user returns to the main room.', 'Users who were in audio are not asked to join audio again.'],
    automated: { suite: 'breakout', since: '3.0' },
    since: '2.5-legacy',
  },

  // Audio
  {
    id: 'audio-echo-25',
    area: 'audio',
    test: 'Join with microphone and echo test',
    steps: [
      'Choose "Microphone" in the audio dialog and allow access.',
      'Speak during the echo test and answer that you hear yourself.',
    ],
    expected: ['You hear yourself during the test, then join unmuted; the user list shows a microphone icon.'],
    automated: { suite: 'audio', since: '2.5-legacy' },
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    id: 'audio-echo',
    area: 'audio',
    test: 'Join with microphone and the local echo test',
    steps: [
      'Choose "Microphone" and allow access.',
      'Speak and watch the volume meter; switch the input and output devices in the dialog.',
      'Turn off the audio feedback, then turn it on, then confirm.',
    ],
    expected: [
      'The meter follows your voice even while feedback is off.',
      'You join unmuted with the devices you chose.',
    ],
    automated: { suite: 'audio', since: '3.0' },
    since: '2.6',
  },
  {
    id: 'audio-listen-only',
    area: 'audio',
    test: 'Listen only',
    steps: ['Join audio with "Listen only".', 'Have another user speak.'],
    expected: ['You hear the other user; your audio button and user list entry show listen-only.'],
    automated: { suite: 'audio', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'audio-mute',
    area: 'audio',
    test: 'Mute and unmute',
    steps: ['Join with microphone.', 'Click the microphone button several times.'],
    expected: ['The button and your user list entry switch between muted and unmuted every time.'],
    automated: { suite: 'audio', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'audio-devices',
    area: 'audio',
    test: 'Change devices after joining',
    steps: [
      'While in audio, open the device menu next to the microphone button.',
      'Pick another microphone and another speaker.',
    ],
    expected: ['Audio continues on the new devices without leaving the conference.'],
    automated: { suite: 'audio', since: '3.0' },
    since: '2.6',
  },
  {
    id: 'audio-talking-indicator',
    area: 'audio',
    test: 'Talking indicator',
    steps: [
      'Speak with the microphone on.',
      'As moderator, click the talking indicator of another user; repeat as a viewer.',
    ],
    expected: [
      'The speaker\u2019s name appears above the presentation while they talk.',
      'A moderator\u2019s click mutes the speaker; a viewer\u2019s click does nothing.',
    ],
    automated: { suite: 'audio', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'audio-push-to-talk',
    area: 'audio',
    test: 'Push to talk',
    steps: ['Join with microphone and mute yourself.', 'Hold down the M key while speaking, then release it.'],
    expected: [
      'You are unmuted only while the key is held.',
      'If nothing happens, check whether push to talk is enabled in the client settings of the server.',
    ],
    since: '3.0',
  },
  {
    id: 'audio-leave',
    area: 'audio',
    test: 'Leave audio',
    steps: ['While in audio, leave the audio conference.'],
    expected: ['You hear the leave sound and a notification confirms that you left audio.'],
    automated: { suite: 'audio', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'audio-phone',
    area: 'audio',
    test: 'Dial-in user',
    steps: [
      'On a server with a SIP trunk, call the dial-in number and enter the conference PIN.',
      'Press 0 on the phone to mute and unmute.',
      'As moderator, mute the phone user, then remove them.',
    ],
    expected: [
      'The caller appears in the user list with a phone icon.',
      'Mute changes from the phone and from the moderator show for everyone.',
      'Removing the caller hangs up the call.',
    ],
    since: '2.5-legacy',
  },

  // Captions and transcription
  {
    id: 'captions-typed',
    area: 'captions',
    test: 'Typed closed captions',
    steps: [
      'As moderator, choose "Write closed captions" in the actions menu and pick a language.',
      'Type text in the captions editor.',
      'As a viewer, turn on captions with the CC button.',
    ],
    expected: ['The viewer sees the typed text as captions in the chosen language.'],
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'captions-live',
    area: 'captions',
    test: 'Automatic live captions',
    steps: [
      'In Chrome, join audio and select a transcription language in the audio dialog.',
      'Speak a few sentences.',
      'As another user, turn on captions with the CC button.',
    ],
    expected: [
      'Your words appear as captions, in the chosen language, for users who turned captions on.',
      'Users who did not select a transcription language are not transcribed.',
    ],
    since: '2.6',
  },

  // Whiteboard
  {
    id: 'whiteboard-classic',
    area: 'whiteboard',
    test: 'Whiteboard tools',
    steps: [
      'As presenter, draw with the pencil, a rectangle, an ellipse, a line and a text box.',
      'Change colour and thickness.',
      'Undo the last shape, then clear your annotations.',
    ],
    expected: ['Every shape, undo and clear appears for all participants.'],
    automated: { suite: 'whiteboard', since: '2.5-legacy' },
    since: '2.5-legacy',
    until: '2.6',
  },
  {
    id: 'whiteboard-tldraw1',
    area: 'whiteboard',
    test: 'tldraw whiteboard tools',
    steps: [
      'As presenter, use the draw, shape, arrow, text and sticky-note tools.',
      'Select a shape, move it and change its colour and size in the style panel.',
      'Undo, redo and delete a shape.',
    ],
    expected: ['All changes appear for every participant in the same place on the slide.'],
    automated: { suite: 'whiteboard', since: '2.6' },
    since: '2.6',
    until: '3.0',
  },
  {
    id: 'whiteboard-tldraw2',
    area: 'whiteboard',
    test: 'tldraw v2 whiteboard tools',
    steps: [
      'As presenter, draw with the pencil, highlighter, shapes, arrows, text and sticky notes.',
      'Open the style menu and change size and colour before drawing and on a selected shape.',
      'Erase a shape, then undo and redo.',
    ],
    expected: ['All changes appear for every participant; new shapes use the chosen style.'],
    automated: { suite: 'whiteboard', since: '3.0' },
    since: '3.0',
  },
  {
    id: 'whiteboard-multi-user',
    area: 'whiteboard',
    test: 'Multi-user whiteboard',
    steps: [
      'As presenter, give whiteboard access to all viewers.',
      'Draw as two viewers at the same time.',
      'Take the access back.',
    ],
    expected: [
      'Both drawings appear for everyone, with each user\u2019s cursor.',
      'After access is removed, viewers can no longer draw.',
    ],
    since: '2.5-legacy',
  },
  {
    id: 'whiteboard-infinite',
    area: 'whiteboard',
    test: 'Infinite whiteboard',
    steps: [
      'As presenter, turn on the infinite whiteboard from the presentation options (the entry is shown only while the feature is enabled on the server).',
      'Draw outside the slide borders and zoom out.',
    ],
    expected: ['Shapes outside the slide stay in place and viewers follow the presenter\u2019s view.'],
    since: '3.0',
  },

  // External video
  {
    id: 'external-video-share',
    area: 'external-video',
    test: 'Share an external video',
    steps: [
      'As presenter, choose "Share an external video" and paste a YouTube link.',
      'Play, pause and seek.',
      'Stop sharing the video.',
    ],
    expected: [
      'Viewers see the video replace the presentation and stay in sync with the presenter.',
      'Stopping brings the presentation back.',
    ],
    since: '2.5-legacy',
  },

  // Shared notes
  {
    id: 'shared-notes-edit',
    area: 'shared-notes',
    test: 'Edit shared notes together',
    steps: ['Open "Shared notes".', 'Type with two users at the same time and apply bold and a list.'],
    expected: ['Both users see each other\u2019s text and formatting within a second.'],
    automated: { suite: 'sharednotes', since: '2.5-legacy' },
    since: '2.5-legacy',
  },

  // Lock settings
  {
    id: 'lock-features',
    area: 'lock-settings',
    test: 'Lock viewer features',
    steps: [
      'As moderator, open "Lock viewers" from the user list menu.',
      'Lock webcam, microphone, public chat, private chat, shared notes and the user list, one at a time, and apply.',
      'Check each feature as a viewer and as a moderator; promote the viewer, then demote them again.',
    ],
    expected: [
      'Everyone is notified of each change.',
      'Viewers lose the locked feature; moderators keep it; the rules follow promotion and demotion.',
    ],
    since: '2.5-legacy',
  },
  {
    id: 'lock-cursors',
    area: 'lock-settings',
    test: 'Hide viewers\u2019 cursors',
    steps: [
      'Enable multi-user whiteboard.',
      'Lock "See other viewers\u2019 cursors".',
      'Move the cursor as two viewers.',
    ],
    expected: ['Viewers no longer see each other\u2019s cursors; moderators still see all of them.'],
    since: '2.5-legacy',
  },
  {
    id: 'lock-unlock-user',
    area: 'lock-settings',
    test: 'Unlock one user',
    steps: ['With a lock active, select a viewer in the user list and unlock them.'],
    expected: ['That viewer regains the locked features; other viewers stay locked.'],
    since: '2.5-legacy',
  },

  // Chat
  {
    id: 'chat-public',
    area: 'chat',
    test: 'Public chat message',
    steps: ['Type a message in the public chat and press Enter.'],
    expected: ['Every participant sees the message with your name and the time.'],
    automated: { suite: 'chat', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'chat-private',
    area: 'chat',
    test: 'Private chat message',
    steps: ['Select a user in the user list and start a private chat.', 'Send a message.'],
    expected: ['Only the recipient gets the message, with an unread counter on the new chat tab.'],
    automated: { suite: 'chat', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'chat-limits',
    area: 'chat',
    test: 'Empty and too long messages',
    steps: ['Press Enter in an empty message box.', 'Paste a text longer than the configured maximum message length.'],
    expected: ['Nothing is sent for the empty box; a warning shows the character limit for the long text.'],
    automated: { suite: 'chat', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'chat-tools',
    area: 'chat',
    test: 'Save, copy and clear the chat',
    steps: ['Open the chat options menu.', 'Save the chat, copy it, and (as moderator) clear it.'],
    expected: [
      'Saving downloads a text file; copying puts the messages on the clipboard.',
      'Clearing empties the public chat for everyone; viewers do not have this entry.',
    ],
    since: '2.5-legacy',
  },
  {
    id: 'chat-edit-delete',
    area: 'chat',
    test: 'Edit and delete messages',
    steps: [
      'Send a message, then edit it from its menu.',
      'Delete it; as moderator, delete another user\u2019s message.',
    ],
    expected: [
      'The edited text replaces the original for everyone and is marked as edited.',
      'Deleted messages disappear for everyone; viewers can delete only their own.',
    ],
    since: '3.0',
  },
  {
    id: 'chat-reply-react',
    area: 'chat',
    test: 'Reply to and react to messages',
    steps: [
      'Reply to another user\u2019s message from its menu.',
      'Add an emoji reaction to a message, then remove it.',
    ],
    expected: [
      'The reply shows a quote of the original message for everyone.',
      'The reaction and its counter appear and disappear for everyone.',
    ],
    since: '3.0',
  },
  {
    id: 'chat-lock-user',
    area: 'chat',
    test: 'Stop one user from writing in public chat',
    steps: ['As moderator, select a viewer in the user list and lock their public chat.', 'Unlock it again.'],
    expected: ['While locked, that viewer cannot send public messages; everyone else can.'],
    since: '3.0',
  },

  // Polling
  {
    id: 'poll-single',
    area: 'polling',
    test: 'Single-choice poll',
    steps: [
      'As presenter, start a poll from the actions menu with one of the response types.',
      'Answer as two viewers.',
      'Publish the results.',
    ],
    expected: [
      'Viewers get the poll with a sound; the presenter sees live results per user.',
      'Published results appear in the chat and on the slide.',
    ],
    automated: { suite: 'polling', since: '2.5-legacy' },
    since: '2.5-legacy',
  },
  {
    id: 'poll-multiple',
    area: 'polling',
    test: 'Multiple-answer poll',
    steps: ['Start a poll that allows several answers per user.', 'Answer with two options as a viewer.'],
    expected: ['Each selected answer is counted in the live and published results.'],
    automated: { suite: 'polling', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'poll-anonymous',
    area: 'polling',
    test: 'Anonymous poll',
    steps: ['Start an anonymous poll.', 'Answer as a viewer.'],
    expected: ['The presenter sees totals only, without the names of the voters.'],
    automated: { suite: 'polling', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'poll-custom',
    area: 'polling',
    test: 'Custom answers and typed responses',
    steps: ['Start a poll with your own answer options.', 'Start a second poll that asks for a typed response.'],
    expected: ['Viewers see the custom options, then a text box; typed answers appear in the results.'],
    automated: { suite: 'polling', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'poll-quick',
    area: 'polling',
    test: 'Quick poll from a slide',
    steps: [
      'Upload a slide that contains a question with lettered options.',
      'Use the quick-poll button that appears next to the actions button.',
    ],
    expected: ['A poll with the options found on the slide starts for all viewers.'],
    automated: { suite: 'polling', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'poll-quiz',
    area: 'polling',
    test: 'Quiz with a correct answer',
    steps: [
      'Start a poll as a quiz and mark the correct answer.',
      'Answer as two viewers, one right and one wrong.',
      'Publish the results.',
    ],
    expected: [
      'The results identify the correct answer. Check the release notes of your point release for how quiz results are shown.',
    ],
    since: '3.1',
  },

  // User list
  {
    id: 'user-status',
    area: 'user-list',
    test: 'Set a status and clear all statuses',
    steps: [
      'As a viewer, set a status (for example "Away") and raise your hand.',
      'As moderator, clear all status icons from the user list menu.',
    ],
    expected: ['Statuses appear on the avatars for everyone and disappear after clearing.'],
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'user-mute-all',
    area: 'user-list',
    test: 'Mute all users',
    steps: ['Have three users unmuted.', 'As moderator, choose "Mute all users" in the user list menu.'],
    expected: ['Everyone, the moderator included, is muted.'],
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'user-mute-except-presenter',
    area: 'user-list',
    test: 'Mute all except the presenter',
    steps: ['Have three users unmuted.', 'As moderator, choose "Mute all users except presenter".'],
    expected: ['Everyone except the presenter is muted.'],
    automated: { suite: 'user', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'user-promote',
    area: 'user-list',
    test: 'Promote and demote',
    steps: ['Promote a viewer to moderator.', 'Demote them again.'],
    expected: ['The user gains and loses the moderator menus; the change is visible in everyone\u2019s user list.'],
    since: '2.5-legacy',
  },
  {
    id: 'user-save-names',
    area: 'user-list',
    test: 'Save user names',
    steps: ['As moderator, choose "Save user names" in the user list menu.'],
    expected: ['A text file with the names of all participants is downloaded.'],
    automated: { suite: 'user', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'user-away',
    area: 'user-list',
    test: 'Away mode',
    steps: ['Join audio and share a webcam.', 'Set yourself away, then come back.'],
    expected: [
      'Your avatar shows you as away for everyone while you are away.',
      'Coming back restores your previous state.',
    ],
    since: '3.0',
  },

  // Reactions and raised hands
  {
    id: 'reactions-raise-hand-25',
    area: 'reactions',
    test: 'Raise and lower your hand',
    steps: ['As a viewer, raise your hand.', 'As moderator, lower it.'],
    expected: ['Moderators are notified; the hand shows on the avatar until it is lowered.'],
    since: '2.5-legacy',
    until: '2.7',
  },
  {
    id: 'reactions-bar',
    area: 'reactions',
    test: 'Send a reaction',
    steps: ['Open the reactions bar below the presentation.', 'Pick an emoji; pick another; click the same one again.'],
    expected: [
      'Everyone sees the emoji on your avatar for a short time.',
      'Picking another emoji replaces it; clicking it again removes it.',
    ],
    since: '2.7',
  },
  {
    id: 'reactions-raise-hand',
    area: 'reactions',
    test: 'Raise and lower your hand from the reactions bar',
    steps: ['Raise your hand from the reactions bar.', 'Lower it; raise it again and let a moderator lower it.'],
    expected: [
      'Everyone is notified and your avatar shows a raised hand.',
      'The button reads "Lower your hand" while the hand is up; moderators can lower any hand.',
    ],
    automated: { suite: 'user', since: '3.0' },
    since: '2.7',
  },
  {
    id: 'reactions-hands-panel',
    area: 'reactions',
    test: 'Raised hands panel',
    steps: [
      'Raise hands as three viewers, one after the other.',
      'As moderator, open the raised hands panel and lower one hand from it.',
    ],
    expected: ['The panel lists the hands in the order they were raised and updates when a hand is lowered.'],
    since: '3.1',
  },

  // Timer and stopwatch
  {
    id: 'timer-stopwatch',
    area: 'timer',
    test: 'Stopwatch',
    steps: [
      'As moderator, choose "Activate timer/stopwatch" in the actions menu.',
      'Start the stopwatch, stop it, start it again from the indicator at the top.',
      'Deactivate the timer from the actions menu.',
    ],
    expected: [
      'A timer panel and a time indicator appear; viewers see the indicator.',
      'The indicator counts up while running and disappears after deactivation.',
    ],
    automated: { suite: 'user', since: '3.0' },
    since: '2.7',
  },
  {
    id: 'timer-countdown',
    area: 'timer',
    test: 'Countdown timer',
    steps: [
      'Switch the panel to "Timer" and set a duration.',
      'Start, stop and reset it.',
      'Let a short timer run out.',
    ],
    expected: [
      'The indicator counts down for everyone.',
      'Reset returns to the set duration; a timer that runs out stops at zero for everyone.',
    ],
    automated: { suite: 'user', since: '3.0' },
    since: '2.7',
  },

  // Options and settings
  {
    id: 'options-language',
    area: 'options',
    test: 'Change language and font size',
    steps: [
      'Open Settings from the options menu.',
      'Pick another application language and a larger font size, then save.',
    ],
    expected: ['The client reloads its texts in the chosen language and uses the larger font.'],
    automated: { suite: 'options', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'options-dark-mode',
    area: 'options',
    test: 'Dark mode',
    steps: ['Turn on dark mode in Settings and save.', 'Turn it off again.'],
    expected: ['The client switches to the dark colour scheme and back.'],
    automated: { suite: 'options', since: '3.0' },
    since: '2.6',
  },
  {
    id: 'options-notifications',
    area: 'options',
    test: 'Audio and pop-up alerts',
    steps: [
      'In the notification settings, turn on the alerts for chat messages and user joins.',
      'Have another user join and write in the chat.',
    ],
    expected: ['You hear a sound and see a pop-up for each event you enabled.'],
    automated: { suite: 'notifications', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'options-data-saving',
    area: 'options',
    test: 'Data saving',
    steps: [
      'In the data saving settings, turn off other participants\u2019 webcams and desktop sharing.',
      'Have another user share both.',
    ],
    expected: ['You no longer receive their webcam or screen share; other users are not affected.'],
    since: '2.5-legacy',
  },
  {
    id: 'options-shortcuts',
    area: 'options',
    test: 'Keyboard shortcuts',
    steps: [
      'Open "Keyboard shortcuts" in the options menu.',
      'Try the shortcuts for mute and for opening the user list.',
    ],
    expected: ['The dialog lists the shortcuts and each one works as described.'],
    since: '2.5-legacy',
  },
  {
    id: 'options-leave-end',
    area: 'options',
    test: 'Leave and end the meeting',
    steps: [
      'As a viewer, choose "Leave meeting" in the options menu.',
      'As moderator, choose "End meeting" and confirm.',
    ],
    expected: [
      'The viewer leaves and sees the logout page.',
      'Ending disconnects every participant; viewers do not have the entry.',
    ],
    since: '2.5-legacy',
    until: '3.0',
  },
  {
    id: 'options-leave-button',
    area: 'options',
    test: 'Leave button',
    steps: [
      'Click the leave button in the top bar.',
      'As a viewer, leave; as moderator, choose to end the meeting for all.',
    ],
    expected: [
      'The viewer leaves without affecting others.',
      'Ending the meeting disconnects everyone; only moderators see that choice.',
    ],
    since: '3.0',
  },

  // Layouts
  {
    id: 'layouts-manage',
    area: 'layouts',
    test: 'Change the layout for yourself and for everyone',
    steps: [
      'Join with at least two users and one webcam.',
      'Open the layout settings and choose another layout for yourself only.',
      'Choose another layout and apply it to everyone.',
    ],
    expected: ['The first change affects only you; the second changes the layout of every participant.'],
    automated: { suite: 'layouts', since: '3.0' },
    since: '2.6',
    until: '3.1',
  },
  {
    id: 'layouts-grid',
    area: 'layouts',
    test: 'Grid layout',
    steps: ['Join with three users, two of them sharing a webcam.', 'Switch to the grid layout.'],
    expected: ['Webcams fill the main area; users without a webcam appear as tiles with their avatar.'],
    automated: { suite: 'layouts', since: '3.0' },
    since: '2.7',
    until: '3.1',
  },
  {
    id: 'layouts-create-param',
    area: 'layouts',
    test: 'Layouts set on create',
    steps: [
      'Create one meeting each with `meetingLayout=CAMERAS_ONLY`, `PRESENTATION_ONLY`, `PARTICIPANTS_AND_CHAT_ONLY` and `MEDIA_ONLY`.',
      'Join each meeting.',
    ],
    expected: ['Each meeting opens with only the areas its layout names.'],
    since: '3.0',
  },
  {
    id: 'layouts-unified',
    area: 'layouts',
    test: 'Unified layout',
    steps: [
      'Join with webcams and a presentation.',
      'Resize and rearrange the areas the layout lets you move.',
      'Share a screen.',
    ],
    expected: [
      'The layout adapts without overlapping areas. Check the release notes of your point release for the layout options it offers.',
    ],
    since: '3.1',
  },

  // Guest policy
  {
    id: 'guest-always-deny',
    area: 'guest-policy',
    test: 'Always deny',
    steps: ['As moderator, set the guest policy to "Always deny".', 'Join as a guest, then as a moderator.'],
    expected: ['The guest is refused; the moderator joins.'],
    automated: { suite: 'user', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'guest-ask-moderator',
    area: 'guest-policy',
    test: 'Ask moderator and the waiting room',
    steps: [
      'Set the guest policy to "Ask moderator".',
      'Join as three guests; from the waiting users panel send a message to all of them and one to a single guest.',
      'Accept one guest, deny one, then allow everyone.',
    ],
    expected: [
      'Guests wait in a lobby that shows their place in the queue and the messages meant for them.',
      'Accepted guests join; denied guests are told so and sent away.',
    ],
    automated: { suite: 'user', since: '3.0' },
    since: '2.5-legacy',
  },

  // Create and join parameters
  {
    id: 'params-userdata',
    area: 'custom-parameters',
    test: 'Join with client parameters',
    steps: [
      'Join with `userdata-bbb_auto_join_audio=false` and `userdata-bbb_show_participants_on_login=false`.',
      'Join again without them.',
    ],
    expected: [
      'The first join skips the audio dialog and hides the user list; the second join uses the server defaults.',
    ],
    automated: { suite: 'parameters', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'params-disabled-features',
    area: 'custom-parameters',
    test: 'Disable features on create',
    steps: ['Create a meeting with `disabledFeatures=chat,polls,breakoutRooms`.', 'Join as moderator.'],
    expected: ['Chat, polls and breakout rooms are missing from the client.'],
    automated: { suite: 'parameters', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'params-preupload',
    area: 'custom-parameters',
    test: 'Pre-upload a presentation on create',
    steps: [
      'Create a meeting with `preUploadedPresentation` set to a public PDF URL and `preUploadedPresentationName=Week3.pdf`.',
      'Join the meeting.',
    ],
    expected: ['The PDF is the current presentation and is listed as `Week3.pdf`.'],
    since: '2.7',
  },

  // Recording
  {
    id: 'recording-marks',
    area: 'recording',
    test: 'Start and stop recording',
    steps: [
      'Create a meeting with `record=true` and join as moderator with microphone.',
      'Start recording from the recording indicator, talk, annotate, then stop recording.',
      'End the meeting.',
    ],
    expected: [
      'The indicator shows the recording time while recording.',
      '`bbb-record --watch` shows the meeting archived, processed and published.',
      'The playback shows audio, slides and annotations of the recorded part only.',
    ],
    since: '2.6',
  },
  {
    id: 'recording-notify',
    area: 'recording',
    test: 'Recording notice for participants',
    steps: ['Create a recorded meeting with `notifyRecordingIsOn=true`.', 'Start recording, then join as a viewer.'],
    expected: ['The viewer must acknowledge that the meeting is being recorded before entering.'],
    since: '2.6',
  },
  {
    id: 'recording-mic-warning',
    area: 'recording',
    test: 'Warning when recording without a microphone',
    steps: [
      'Join a recorded meeting without audio, then in listen-only mode.',
      'Click the recording indicator each time.',
    ],
    expected: ['A notice says that your microphone is not active; with an active microphone no notice appears.'],
    automated: { suite: 'notifications', since: '3.0' },
    since: '3.0',
  },

  // Learning Analytics Dashboard
  {
    id: 'dashboard-open',
    area: 'learning-dashboard',
    test: 'Open the dashboard',
    steps: [
      'Hold a short meeting with talk, chat, a poll and a raised hand.',
      'As moderator, open the Learning Analytics Dashboard from the user list menu.',
    ],
    expected: [
      'The dashboard opens in a new tab and shows each user\u2019s talk time, messages, poll answers and activity.',
    ],
    automated: { suite: 'learningdashboard', since: '3.0' },
    since: '2.5-legacy',
  },
  {
    id: 'dashboard-download',
    area: 'learning-dashboard',
    test: 'Download session data',
    steps: ['In the dashboard, use the download button.'],
    expected: ['A CSV file with one row per participant is downloaded.'],
    since: '2.5-legacy',
  },

  // Plugins
  {
    id: 'plugins-load',
    area: 'plugins',
    test: 'Load a client plugin',
    steps: [
      'Create a meeting with `pluginManifests=[{"url":"https://plugins.example.com/sample/manifest.json"}]` (replace the URL with a plugin you host).',
      'Join the meeting and open the browser console.',
    ],
    expected: [
      'The plugin\u2019s buttons or panels appear in the client.',
      'The console shows no errors about loading the manifest or its JavaScript.',
    ],
    since: '3.0',
  },
];

/** The tests of one release, optionally of one area, in checklist order. */
export function checklistFor(version: DocVersion, area?: ChecklistAreaId): ChecklistItem[] {
  return CHECKLIST.filter((item) => inRange(item, version) && (area === undefined || item.area === area));
}

/** Areas that have at least one test in the release, in checklist order. */
export function checklistAreasFor(version: DocVersion): (typeof CHECKLIST_AREAS)[number][] {
  return CHECKLIST_AREAS.filter((a) => checklistFor(version, a.id).length > 0);
}

/** True when the checklist relies on a Playwright spec for this item in this release. */
export function isAutomated(item: ChecklistItem, version: DocVersion): boolean {
  return item.automated !== undefined && inRange(item.automated, version);
}

/** Link to a Playwright folder on the release branch of a version. */
export function suiteUrl(version: DocVersion, suite: PlaywrightSuite): string {
  return `https://github.com/bigbluebutton/bigbluebutton/tree/${RELEASES[version].devBranch}/bigbluebutton-tests/playwright/${suite}`;
}

export function areaLabel(area: ChecklistAreaId): string {
  const found = CHECKLIST_AREAS.find((a) => a.id === area);
  return found ? found.label : area;
}

/** Every docs version, for tests that loop over releases. */
export const CHECKLIST_VERSIONS: readonly DocVersion[] = DOC_VERSIONS;

/** Upstream sources of the facts above (see src/data/sources.ts). */
export const sources: DataSources = [
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'docs/docs/testing/release-testing.md',
    checked: '2026-11-26',
    note: '3.0 copy: manual and automated tests per feature, with the Playwright specs under bigbluebutton-tests/playwright (presentation, webcam, screenshare, user).',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-tests/playwright/.env.template',
    commit: '104ace2ee1ace5ceb67e8015bc9d4581e8a2863d',
    checked: '2026-11-28',
    note: 'BBB_URL is the API URL (https://DOMAIN_NAME/bigbluebutton/api) and BBB_SECRET the shared secret. core/helpers.js @ 04d97e57a7d596ef60d2b2cd14a848895500c9ee appends the call name to BBB_URL (`${server}/create?...`), so a URL ending in /bigbluebutton/ fails; core/parameters.js @ 1dd5b167807ddd562612f7ad1c870fcdbae9d71d reads both variables. Stored copies; which release branches carry these exact copies was not established.',
  },
  {
    repository: 'bigbluebutton/bigbluebutton',
    path: 'bigbluebutton-tests/playwright/playwright.config.js',
    commit: '0fdfff332306f29f6ed2d97cf06ae57f4e34cf2a',
    checked: '2026-11-28',
    note: 'Projects Chromium, Firefox and WebKit with fake media devices (--project=<name>). The folders named in PLAYWRIGHT_SUITES all exist under bigbluebutton-tests/playwright in the stored copies.',
  },
];
