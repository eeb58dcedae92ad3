import { useState } from 'react'
import type { Avatar } from '../../api/schemas'
import { BrokenImageIcon, ImageIcon } from '../../components/icons'

export type AvatarThumbnailProps = { avatar: Avatar }

const frame = 'flex size-10 items-center justify-center overflow-hidden rounded-md'

/** The image only for finished uploads; an unfinished one has nothing worth loading yet. */
export const hasThumbnail = (avatar: Avatar) => avatar.complete && Boolean(avatar.url)

export function AvatarThumbnail({ avatar }: AvatarThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string>()
  if (!hasThumbnail(avatar)) {
    return (
      <span
        className={`${frame} bg-slate-100 text-slate-400`}
        title="No image until the upload completes"
      >
        <ImageIcon className="size-5" />
      </span>
    )
  }
  if (failedUrl === avatar.url) {
    return (
      <span
        className={`${frame} bg-slate-100 text-slate-500`}
        title="The image could not be loaded"
      >
        <BrokenImageIcon className="size-5" />
        <span className="sr-only">Image of {avatar.name} could not be loaded</span>
      </span>
    )
  }
  return (
    <span className={`${frame} bg-slate-100`}>
      <img
        src={avatar.url}
        alt={avatar.name}
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(avatar.url)}
        className="size-10 object-cover"
      />
    </span>
  )
}
