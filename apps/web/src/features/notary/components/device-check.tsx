import { Button } from '@/ui/button.tsx';
import { useLocalMedia, useMicLevel } from '../hooks/use-local-media.ts';
import { VideoTile } from './video-tile.tsx';

/** The device check: a live camera preview and a microphone level meter, before the session. */
export const DeviceCheck = () => {
  const media = useLocalMedia();
  const level = useMicLevel(media.stream);
  return (
    <section className="notary-device-check" aria-labelledby="device-check-heading">
      <h2 id="device-check-heading">Check your camera and microphone</h2>
      {media.pending ? <p role="status">Starting your camera…</p> : null}
      {media.error ? (
        <div role="alert" className="notary-device-check__error">
          <p>{media.error}</p>
          <Button variant="secondary" onClick={media.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {media.stream ? (
        <>
          <VideoTile stream={media.stream} label="Your camera" muted testId="device-preview" />
          <label className="notary-meter" htmlFor="mic-level">
            Microphone level (speak to see it move)
            <meter id="mic-level" min={0} max={1} low={0.05} optimum={0.4} value={level} />
          </label>
        </>
      ) : null}
    </section>
  );
};
