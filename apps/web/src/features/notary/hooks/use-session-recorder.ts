import { useCallback, useEffect, useRef } from 'react';

/**
 * Records the session (both streams): the two videos side by side on a canvas, both audio tracks mixed, into one
 * MediaRecorder WebM. Started while both streams are there; `stop` answers the recording (or null).
 */
export const useSessionRecorder = (local: MediaStream | null, remote: MediaStream | null) => {
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const cleanup = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!local || !remote || recorder.current || typeof MediaRecorder === 'undefined') return;
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 480;
    const context2d = canvas.getContext('2d');
    const videos = [remote, local].map((stream) => {
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = stream;
      void video.play().catch(() => undefined);
      return video;
    });
    const draw = setInterval(() => {
      if (!context2d) return;
      context2d.fillStyle = '#000';
      context2d.fillRect(0, 0, canvas.width, canvas.height);
      videos.forEach((video, index) => {
        if (video.readyState >= 2) context2d.drawImage(video, index * 640, 0, 640, 480);
      });
    }, 1000 / 15);
    const audio = new AudioContext();
    const mix = audio.createMediaStreamDestination();
    for (const stream of [local, remote]) if (stream.getAudioTracks().length > 0) audio.createMediaStreamSource(stream).connect(mix);
    const mixed = new MediaStream([...canvas.captureStream(15).getVideoTracks(), ...mix.stream.getAudioTracks()]);
    const started = new MediaRecorder(mixed, { mimeType: MediaRecorder.isTypeSupported('video/webm;codecs=vp8,opus') ? 'video/webm;codecs=vp8,opus' : 'video/webm' });
    chunks.current = [];
    started.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    started.start(1000);
    recorder.current = started;
    cleanup.current = () => {
      clearInterval(draw);
      void audio.close();
      for (const track of mixed.getTracks()) track.stop();
    };
  }, [local, remote]);

  useEffect(() => () => cleanup.current?.(), []);

  const stop = useCallback(
    () =>
      new Promise<Blob | null>((resolve) => {
        const active = recorder.current;
        if (!active || active.state === 'inactive') {
          resolve(null);
          return;
        }
        active.onstop = () => {
          cleanup.current?.();
          resolve(new Blob(chunks.current, { type: 'video/webm' }));
        };
        active.stop();
      }),
    [],
  );
  return { stop, recording: () => recorder.current?.state === 'recording' };
};
