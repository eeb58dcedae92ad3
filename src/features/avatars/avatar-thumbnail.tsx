import { useState } from 'react'
import type { Avatar } from '../../api/schemas'
import { BrokenImageIcon, ImageIcon } from '../../components/icons'
import { safeImageUrl } from '../../lib/safe-image-url'

export type AvatarThumbnailProps = { avatar: Avatar }

const frame = 'flex size-10 items-center justify-center overflow-hidden rounded-md'

/**
 * The image URL to load, if any: only for finished uploads (an unfinished one has nothing worth
 * loading, and a URL on it is ignored), and only from http(s) or this page's origin.
 */
export const thumbnailUrl = (avatar: Avatar) =>
  avatar.complete ? safeImageUrl(avatar.url) : undefined

export const hasThumbnail = (avatar: Avatar) => thumbnailUrl(avatar) !== undefined

export function AvatarThumbnail({ avatar }: AvatarThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const url = thumbnailUrl(avatar)
  if (!url) {
    return (
      <span
        className={`${frame} bg-fill text-fg-faint`}
        title={
          avatar.complete
            ? 'No image to show for this avatar'
            : 'No image until the upload completes'
        }
      >
        <ImageIcon className="size-5" />
      </span>
    )
  }
  if (failedUrl === url) {
    return (
      <span className={`${frame} bg-fill text-fg-subtle`} title="The image could not be loaded">
        <BrokenImageIcon className="size-5" />
        <span className="sr-only">Image of {avatar.name} could not be loaded</span>
      </span>
    )
  }
  return (
    <span className={`${frame} bg-fill`}>
      <img
        src={url}
        referrerPolicy="no-referrer"
        alt={avatar.name}
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(url)}
        className="size-10 object-cover"
      />
    </span>
  )
}
