import { useEffect, useState } from 'react';

export type TLocalMedia = { stream: MediaStream | null; error: string | null; pending: boolean };

const messageOf = (error: unknown) => {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError') return 'Your browser blocked the camera or microphone. Please allow both for this site and try again.';
  if (name === 'NotFoundError') return 'We could not find a camera and a microphone. Please connect them and try again.';
  return 'Your camera or microphone could not be started. Please close other apps that use them and try again.';
};

type TPolicyDocument = Document & { featurePolicy?: { allowsFeature: (feature: string) => boolean }; permissionsPolicy?: { allowsFeature: (feature: string) => boolean } };
const RELOADED_KEY = 'lintel.notary-camera-reload';

/**
 * The Permissions-Policy is fixed when a document loads and allows the camera only on the notary (and identity)
 * pages: arriving here by a client-side navigation, the page loads itself again once (docs/security.md).
 */
const cameraBlockedByPolicy = (): boolean => {
  const policy = (document as TPolicyDocument).permissionsPolicy ?? (document as TPolicyDocument).featurePolicy;
  return policy ? !policy.allowsFeature('camera') || !policy.allowsFeature('microphone') : false;
};

/** The camera and microphone, asked for once while `enabled`; stopped when the page is left. */
export const useLocalMedia = (enabled = true): TLocalMedia & { retry: () => void } => {
  const [state, setState] = useState<TLocalMedia>({ stream: null, error: null, pending: enabled });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    if (cameraBlockedByPolicy() && window.sessionStorage.getItem(RELOADED_KEY) !== window.location.pathname) {
      window.sessionStorage.setItem(RELOADED_KEY, window.location.pathname);
      window.location.reload();
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ stream: null, error: 'This browser cannot use a camera. Please use a current Chrome, Edge, Firefox or Safari.', pending: false });
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { width: 640, height: 480 }, audio: true })
      .then((media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        setState({ stream: media, error: null, pending: false });
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({ stream: null, error: messageOf(error), pending: false });
      });
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [enabled, round]);
  return { ...state, retry: () => setRound((n) => n + 1) };
};

/** The microphone's level (0 to 1), read from the stream's audio track about ten times a second. */
export const useMicLevel = (stream: MediaStream | null): number => {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
      setLevel(Math.min(1, peak * 1.5));
    }, 100);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [stream]);
  return level;
};
