// Use in post: the settings' image of My images, chosen in the image picker, with
// its alt text (required, prefilled from the image's own) and Remove image.
import { ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ImagePicker } from '../../../components/ImagePicker';
import { TextField } from '../../../components/TextField';
import { IMAGE_ALT_FIELD, POST_IMAGE_ALT_MAX } from '../../../domain/automation/post-image';
import { useAuth } from '../../../lib/auth-context';
import type { AutomationState } from '../use-automation';
import { groupLabel } from '../settings/styles';
import { usePostImage } from './use-post-image';

export function PostImageField({ automation }: { automation: AutomationState }) {
  const { user } = useAuth();
  const [picking, setPicking] = useState(false);
  const image = automation.settings.image;
  const shown = usePostImage(image);
  return (
    <div>
      <p className={groupLabel}>Image</p>
      {image ? (
        <div className="space-y-3 rounded-xl border border-line bg-page p-3">
          {shown.kind === 'found' ? (
            <img src={shown.row.thumb_url} alt={image.alt} className="max-h-48 w-auto rounded-lg border border-line" />
          ) : (
            <p className="text-sm text-muted">
              {shown.kind === 'loading' ? 'Loading the image…' : 'This image is no longer in My images: the post goes without it.'}
            </p>
          )}
          <TextField
            label="Alt text"
            value={image.alt}
            maxLength={POST_IMAGE_ALT_MAX}
            data-field={IMAGE_ALT_FIELD}
            hint="What the image shows, for people who cannot see it. Sent with the image."
            error={automation.missing?.field === IMAGE_ALT_FIELD ? automation.missing.message : undefined}
            onChange={(event) => automation.update({ image: { ...image, alt: event.target.value } })}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
              <ImagePlus aria-hidden="true" className="size-4" />
              Choose another image
            </Button>
            <Button variant="ghost" size="sm" onClick={() => automation.update({ image: null })}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove image
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Button variant="secondary" size="sm" disabled={!user} onClick={() => setPicking(true)}>
            <ImagePlus aria-hidden="true" className="size-4" />
            Choose image
          </Button>
          <p className="mt-1 text-xs text-muted">
            {user ? 'A picture of My images goes with the post to every connector.' : 'Sign in to add a picture of My images.'}
          </p>
        </>
      )}
      <ImagePicker
        open={picking}
        userId={user?.id}
        chosenId={image?.id ?? null}
        onCancel={() => setPicking(false)}
        onChoose={(row) => {
          setPicking(false);
          automation.update({ image: { id: row.id, alt: row.alt } });
        }}
      />
    </div>
  );
}
