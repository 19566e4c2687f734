import { useEffect, useRef, useState } from 'react';

/**
 * One participant's video. `data-playing` turns true once frames play (tests and the join timer read it); the
 * own preview is muted so the signer does not hear themselves.
 */
export const VideoTile = ({ stream, label, muted = false, testId }: { stream: MediaStream | null; label: string; muted?: boolean; testId?: string }) => {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    setPlaying(false);
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    <figure className="notary-video" data-testid={testId}>
      <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} data-playing={playing ? 'true' : 'false'} onPlaying={() => setPlaying(true)} />
      <figcaption>{stream ? label : `${label}: waiting to connect`}</figcaption>
    </figure>
  );
};
