import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';

// The single records (settings, business-info, theme) live at /api/admin/<name>/1 (getOne/update with
// id 1). business-info answers null before its first save, so the record may be empty.

export const SINGLETON_ID = 1;

export function useSingleton<T extends object>(resource: string) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['singleton', resource];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const { data } = await dataProvider.getOne(resource, { id: SINGLETON_ID });
      return (data ?? null) as (T & RaRecord) | null;
    },
    retry: 1,
  });
  const [saving, setSaving] = useState(false);

  /** PUT the changed fields; resolves with the stored record, rejects with the server's error. */
  const save = async (data: Partial<T>): Promise<T> => {
    setSaving(true);
    try {
      const { data: stored } = await dataProvider.update(resource, {
        id: SINGLETON_ID,
        data,
        previousData: (query.data ?? { id: SINGLETON_ID }) as RaRecord,
      });
      queryClient.setQueryData(queryKey, stored);
      return stored as T;
    } finally {
      setSaving(false);
    }
  };

  return { record: query.data, isPending: query.isPending, error: query.error, refetch: query.refetch, save, saving };
}

/** The server's reason, or a fallback when the error is react-admin's own key. */
export const reasonOf = (error: unknown, fallback = 'falha de comunicação') =>
  error instanceof Error && error.message && !error.message.startsWith('ra.') ? error.message : fallback;
