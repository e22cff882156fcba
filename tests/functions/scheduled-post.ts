// A scheduled social post ("Fresh rye"), saved the way the automation page saves one: for the
// function tests of what a scheduled run does (review, failure notices).
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { initialSettings } from '../../src/domain/automation/settings.ts';
import type { ConnectorKind } from '../../src/domain/connectors.ts';
import type { Database } from '../../src/domain/database.types.ts';
import { toJson } from '../../src/domain/json.ts';
import { nullableArg } from '../../src/domain/rpc-args.ts';

/**
 * Saves the post through the owner's client (`save_content_item`) and answers the saved
 * row. A recurring post writes new text weekly; a one-time post sends `content` as saved.
 */
export async function saveScheduledPost(
  owner: SupabaseClient<Database>,
  at: string,
  options: { recurring: boolean; deliverTo: ConnectorKind[]; content: string },
) {
  const settings = { ...initialSettings('social'), deliverTo: options.deliverTo };
  settings.fields.message = 'Fresh rye every Saturday';
  const { data, error } = await owner.rpc('save_content_item', {
    p_id: nullableArg<string>(null),
    p_template: 'social',
    p_title: 'Fresh rye',
    p_settings: toJson(settings),
    p_content: options.content,
    p_scheduled_at: at,
    p_recurring: options.recurring,
    p_frequency: nullableArg(options.recurring ? 'weekly' : null),
    p_time_zone: 'UTC',
    p_run_mode: options.recurring ? 'write_new' : 'send_saved',
  });
  expect(error).toBeNull();
  return data![0]!;
}
