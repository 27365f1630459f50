/**
 * A video's thumbnail beside its title: decorative (the title says which video), sized up front so
 * the list does not move when it arrives, and fetched only near the viewport.
 */
export function VideoThumb({
  src,
  className,
  width,
  height,
}: {
  src: string;
  className: string | undefined;
  width: number;
  height: number;
}) {
  return <img className={className} src={src} alt="" width={width} height={height} loading="lazy" />;
}
