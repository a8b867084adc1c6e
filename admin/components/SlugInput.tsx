import { TextField } from '@mui/material';
import { useState, useEffect } from 'react';
import {
  FieldTitle,
  FormDataConsumer,
  InputHelperText,
  useInput,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { slugify } from '../../core/slugify.ts';

type SlugInputProps = {
  /** The field the slug is made from: "title" for projects, "name" for categories. */
  from: string;
  helperText?: string;
  validate?: Validator | Validator[];
};

/**
 * The spec's slug (admin-area §5): generated from another field while creating, editable, and left alone
 * once the user types in it. An existing record keeps its slug, since public links already use it.
 */
export const SlugInput = ({ from, helperText, validate }: SlugInputProps) => (
  <FormDataConsumer>
    {({ formData }) => (
      <SlugField
        sourceText={typeof formData[from] === 'string' ? formData[from] : ''}
        helperText={helperText}
        validate={validate}
      />
    )}
  </FormDataConsumer>
);

const SlugField = ({
  sourceText,
  helperText,
  validate,
}: { sourceText: string } & Omit<SlugInputProps, 'from'>) => {
  const record = useRecordContext();
  const {
    id,
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source: 'slug', validate });
  const [followsSource, setFollowsSource] = useState(record?.id == null);
  const { onChange, value } = field;

  useEffect(() => {
    if (!followsSource) return;
    const slug = slugify(sourceText);
    if (slug !== (value ?? '')) onChange(slug);
  }, [followsSource, sourceText, value, onChange]);

  return (
    <TextField
      {...field}
      id={id}
      value={value ?? ''}
      onChange={(event) => {
        setFollowsSource(false);
        onChange(event);
      }}
      label={<FieldTitle label="Slug" source="slug" isRequired={isRequired} />}
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={helperText} />}
    />
  );
};
