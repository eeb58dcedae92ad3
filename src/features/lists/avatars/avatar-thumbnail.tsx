import { use, useState } from 'react'
import type { Avatar } from '@/model/list-items'
import { BrokenImageIcon, ImageIcon } from '@/components/icons'
import { shownName } from '@/lib/bound-text'
import { useCellTabIndex } from '@/components/data-table/in-row'
import { useThumbnailUrl } from './avatar-image-url'
import { AvatarPreviewContext, preloadPreview } from './avatar-preview'

export type AvatarThumbnailProps = { avatar: Avatar }

const frame = 'flex size-10 items-center justify-center overflow-hidden rounded-md'

export function AvatarThumbnail({ avatar }: AvatarThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const openPreview = use(AvatarPreviewContext)
  const url = useThumbnailUrl(avatar)
  const tabIndex = useCellTabIndex()
  const name = shownName(avatar.name)
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
        <span className="sr-only">Image of {name} could not be loaded</span>
      </span>
    )
  }
  const image = (
    <img
      src={url}
      referrerPolicy="no-referrer"
      alt={name}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      className="size-10 object-cover"
    />
  )
  if (!openPreview) return <span className={`${frame} bg-fill`}>{image}</span>
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      aria-label={`Preview avatar ${name}`}
      onClick={(event) => openPreview({ avatar, trigger: event.currentTarget })}
      onPointerEnter={preloadPreview}
      onFocus={preloadPreview}
      className={`${frame} cursor-zoom-in bg-fill hover:ring-2 hover:ring-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent`}
    >
      {image}
    </button>
  )
}
