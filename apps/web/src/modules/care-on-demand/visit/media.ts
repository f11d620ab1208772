import { VIDEO_CONSTRAINTS, VIRTUAL_CARE_MESSAGES } from '@portal/contracts/care-on-demand/telehealth';

/** Why the local media could not be had: the message the user sees (shell spec §8). */
export class MediaUnavailable extends Error {}

export interface LocalDevices {
  hasMicrophone: boolean;
  hasCamera: boolean;
}

/** Which devices the browser offers (before any permission is asked, the kinds are still listed). */
export async function localDevices(): Promise<LocalDevices> {
  if (!('mediaDevices' in navigator)) return { hasMicrophone: false, hasCamera: false };
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    hasMicrophone: devices.some((device) => device.kind === 'audioinput'),
    hasCamera: devices.some((device) => device.kind === 'videoinput'),
  };
}

const isMobile = () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

/**
 * The microphone (required: 'You need to have a microphone to join the call!') and, for a video visit, the camera at
 * 1280x720 and 24 fps (640x480 on a phone); without a camera the visit goes on with audio, and the caller is told
 * 'You don't have a camera'.
 */
export async function openLocalMedia(video: boolean): Promise<{ stream: MediaStream; warnings: string[] }> {
  const devices = await localDevices();
  if (!devices.hasMicrophone) throw new MediaUnavailable(VIRTUAL_CARE_MESSAGES.needMicrophone);
  const warnings: string[] = [];
  if (video && !devices.hasCamera) warnings.push(VIRTUAL_CARE_MESSAGES.noCamera);
  const size = isMobile() ? VIDEO_CONSTRAINTS.mobile : VIDEO_CONSTRAINTS.desktop;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video:
        video && devices.hasCamera
          ? { width: { ideal: size.width }, height: { ideal: size.height }, frameRate: { ideal: size.frameRate } }
          : false,
    });
    return { stream, warnings };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError')
      throw new MediaUnavailable(VIRTUAL_CARE_MESSAGES.needMicrophone);
    throw new MediaUnavailable(VIRTUAL_CARE_MESSAGES.deviceError);
  }
}

/** A participant's initials when their video is off: two letters at most (shell spec §9). */
export function initialsOf(name: string): string {
  const stripped = name.startsWith(VIDEO_CONSTRAINTS.providerPrefix)
    ? name.slice(VIDEO_CONSTRAINTS.providerPrefix.length)
    : name;
  return stripped
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, VIDEO_CONSTRAINTS.initialsLength);
}
