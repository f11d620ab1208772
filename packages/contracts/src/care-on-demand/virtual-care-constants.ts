/**
 * Virtual care's constants and messages (enrollment-crm-virtual-care §1, §7; shell spec §2.8, §3, §4, §8, §9), shared by
 * the Care on Demand screens, the telehealth visit window, the member's join page and the server. Kept apart from the
 * schemas so a screen reads them without zod.
 */

/** The module names of the api/{module}/... calls (spec: module product codes; CareOnDemand's short code is VCC). */
export const VIRTUAL_CARE_MODULES = ['CareOnDemand', 'Telehealth'] as const;
export type VirtualCareModule = (typeof VIRTUAL_CARE_MODULES)[number];
export const CARE_ON_DEMAND_SHORT_CODE = 'VCC';

/** Shell spec §3: type 0 or Video is a video visit; any other value an audio-only visit. */
export const APPOINTMENT_TYPES = ['Video', 'Audio'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const isVideoAppointment = (type: string | number): boolean => type === 0 || type === '0' || type === 'Video';

export const APPOINTMENT_STATUSES = ['Scheduled', 'Waiting', 'InProgress', 'Completed', 'Cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** A visit that ended (Completed) or was cancelled: nothing changes it any more (reschedule, cancel, join, call). */
export const isClosedAppointment = (status: string): boolean => status === 'Completed' || status === 'Cancelled';

/** Shell spec §8, word for word. */
export const VIRTUAL_CARE_MESSAGES = {
  invalidPhone: 'Invalid phone number',
  smsSent: 'SMS has been sent',
  smsFailed: 'Failed to send SMS. Please try later.',
  inviteResent: 'The appointment invite has been resent successfully',
  inviteResendFailed: 'Failed to resend appointment invite, please try again later.',
  hungUp: 'The outgoing call has been hung up successfully',
  hangUpFailed: 'Failed to hang up the outgoing call, please try again later.',
  noActiveCall: 'No active call to hang up!',
  deviceError: 'Device error, try to rejoin',
  needMicrophone: 'You need to have a microphone to join the call!',
  noCamera: "You don't have a camera",
  noMic: "You don't have a mic.",
  /** Not in the spec: a link that is unknown, expired, or of a visit that has ended or was cancelled. */
  linkInvalid: 'This visit link is not valid any more. Ask your care team for a new invite.',
  appointmentNotFound: 'The appointment was not found.',
  appointmentClosed: 'This visit has ended or was cancelled.',
  roomFull: 'This visit already has four participants.',
  startInPast: 'The appointment must start in the future.',
  summaryRequired: 'Reason, assessment and plan are required to send the visit summary.',
  summarySent: 'The visit summary has been sent.',
} as const;

/** Shell spec §4: outbound attendee call states. */
export const CALLING_STATUSES = ['queued', 'initiated', 'ringing', 'in-progress'] as const;
export const RINGBACK_STOP_STATUSES = ['in-progress', 'completed', 'failed', 'busy', 'canceled'] as const;
export const CALL_STATUSES = [
  'queued',
  'initiated',
  'ringing',
  'in-progress',
  'completed',
  'failed',
  'busy',
  'canceled',
  'no-answer',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Shell spec §9. */
export const OUTBOUND_CALL_UNANSWERED_MS = 30_000;
export const RINGBACK_VOLUME = 0.25;
export const ON_DEMAND_SUCCESS_TOAST_MS = 8000;
export const ON_DEMAND_WARNING_TOAST_MS = 15_000;

/** Shell spec §9 "Video helper". */
export const VIDEO_CONSTRAINTS = {
  maxAudioBitrate: 16_000,
  desktop: { width: 1280, height: 720, frameRate: 24 },
  mobile: { width: 640, height: 480, frameRate: 24 },
  initialsLength: 2,
  providerPrefix: 'Virtual Provider - ',
} as const;

/** Up to four participants share a visit as a mesh (docs/decisions.md: moving to an SFU for larger calls). */
export const MAX_VISIT_PARTICIPANTS = 4;

/** How long a member's or attendee's join link stays valid after the visit's scheduled end. */
export const VISIT_LINK_GRACE_HOURS = 4;

/**
 * What a text to a visit's member or attendee says: the provider's display name, the time on the plan's clock and the
 * join link. Never the member's name or the reason for the visit: a text is no place for health information.
 */
export const VISIT_TEXTS = {
  invite: (provider: string, link: string) => `${provider} invites you to a virtual care visit. Join here: ${link}`,
  scheduled: (provider: string, when: string, link: string) =>
    `${provider} has scheduled a virtual care visit with you on ${when}. Join here: ${link}`,
  rescheduled: (provider: string, when: string, link: string) =>
    `Your virtual care visit with ${provider} has moved to ${when}. Join here: ${link}`,
  cancelled: (provider: string, when: string) =>
    `Your virtual care visit with ${provider} on ${when} has been cancelled. Your care team will help you book another.`,
} as const;

/** Visit events (TrackVisitEvent). ProviderDisconnected is recorded when the provider ends the visit (shell spec §4). */
export const VISIT_EVENTS = [
  'ProviderJoined',
  'MemberJoined',
  'AttendeeJoined',
  'ParticipantLeft',
  'ProviderDisconnected',
  'AttendeeCalled',
  'AttendeeHungUp',
  'SmsInviteSent',
  'InviteResent',
  'CancellationTexted',
  'DeviceError',
  'SummarySent',
] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

/** The outgoing-call hub (shell spec §7 Live hubs): a socket.io namespace on the portal's hub. */
export const OUTGOING_CALL_HUB = {
  namespace: '/telehealthOutgoingCallHub',
  subscribe: 'SubscribeToAppointment',
  unsubscribe: 'UnsubscribeFromAppointment',
  callStatusUpdated: 'CallStatusUpdated',
} as const;

/** The visit signalling namespace: WebRTC offers, answers and ICE candidates between a visit's participants. */
export const VISIT_SIGNAL_HUB = {
  namespace: '/visit',
  join: 'JoinVisit',
  leave: 'LeaveVisit',
  signal: 'Signal',
  participants: 'Participants',
  participantJoined: 'ParticipantJoined',
  participantLeft: 'ParticipantLeft',
  /** The provider mutes or removes an attendee. */
  control: 'Control',
  /** The provider ended the visit: everyone leaves. */
  ended: 'VisitEnded',
  /** Why the room refused or dropped a participant (e.g. full). */
  refused: 'VisitRefused',
} as const;

/** The join page a member or attendee opens from the invite (no staff account; the token is the link's). */
export const VISIT_JOIN_PATH = '/visit/join';
