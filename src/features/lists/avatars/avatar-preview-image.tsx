import { useState } from 'react'
import { BrokenImageIcon } from '@/components/icons'

const SMALL_IMAGE_PX = 128

export type AvatarPreviewImageProps = {
  url: string
  /** The avatar's name as the UI shows it (`shownName`), for the image's text alternative. */
  name: string
}

/**
 * The avatar as large as fits, up to 512 px square, scaled without distortion. A checkerboard
 * behind it shows where a PNG is transparent. Loaded like the thumbnail: no referrer.
 */
export function AvatarPreviewImage({ url, name }: AvatarPreviewImageProps) {
  const [failed, setFailed] = useState(false)
  // A small image blown up to the frame reads as a blur; drawn with hard pixel edges it stays
  // the picture the player made (small avatars are mostly pixel art or icons).
  const [isSmall, setIsSmall] = useState(false)
  const frame = 'mx-auto aspect-square w-[min(512px,100%,60dvh)] rounded-lg ring-1 ring-line'
  if (failed) {
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-2 bg-fill p-6 text-center text-sm text-fg-muted`}
      >
        <BrokenImageIcon className="size-8 text-fg-subtle" />
        <p>
          The image could not be loaded: its host may be down, or the file gone. Try again later;
          the details below hold either way.
        </p>
      </div>
    )
  }
  return (
    <img
      src={url}
      referrerPolicy="no-referrer"
      alt={name}
      width={512}
      height={512}
      decoding="async"
      onLoad={(event) => setIsSmall(event.currentTarget.naturalWidth <= SMALL_IMAGE_PX)}
      onError={() => setFailed(true)}
      className={`${frame} bg-checkerboard object-contain ${isSmall ? '[image-rendering:pixelated]' : ''}`}
    />
  )
}
