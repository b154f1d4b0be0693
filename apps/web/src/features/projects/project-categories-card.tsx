import { Shapes } from 'lucide-react';
import { ZProjectCategoryRequestSchema, type TProjectCategory } from '@staffdesk/shared/schemas/projects';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { DataTableColumn } from '@/components/data-table/data-table-columns';
import { toast } from '@/lib/toast';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { CheckboxField } from '@/components/pipeline/checkbox-field';
import { LabeledField } from '@/components/pipeline/labeled-field';
import { ReferenceDialog } from '@/components/pipeline/reference-dialog';
import { useProjectCategories } from './api/get-project-categories';
import { useDeleteProjectCategory } from './api/delete-project-category';
import { useSaveProjectCategory } from './api/save-project-category';
import { ReferenceListCard } from '@/components/pipeline/reference-list-card';

const columns: DataTableColumn<TProjectCategory>[] = [
  { id: 'name', header: 'Category', value: (c) => c.name, sortKey: 'name', card: 'title' },
  { id: 'description', header: 'Description', value: (c) => c.description ?? '—', hideBelow: 'lg', card: 'subtitle' },
  {
    id: 'projects',
    header: 'Projects',
    value: (c) => c.projectCount,
    sortKey: 'projects',
    numeric: true,
    width: 'fit',
    card: 'detail',
  },
  {
    id: 'active',
    header: 'State',
    value: (c) => (c.active ? 'Active' : 'Off'),
    cell: (c) => <Badge variant={c.active ? 'success' : 'outline'}>{c.active ? 'Active' : 'Off'}</Badge>,
    width: 'fit',
    card: 'badge',
  },
];

/** For those who may change any project (MANAGE_ANY_PROJECT): the project categories, added, changed, deleted. */
export function ProjectCategoriesCard() {
  const categories = useProjectCategories();
  const remove = useDeleteProjectCategory();
  return (
    <ReferenceListCard
      title="Project Categories"
      description="What kind of work a project is. A category that is off is not offered for new projects."
      noun="category"
      plural="project categories"
      icon={Shapes}
      columns={columns}
      query={categories}
      nameOf={(c) => c.name}
      deleteDescription={(c) =>
        c.projectCount > 0
          ? `${c.name} is used by ${c.projectCount === 1 ? 'a project' : `${c.projectCount} projects`}, so it cannot be deleted: turn it off instead.`
          : `${c.name} is removed.`
      }
      remove={remove}
      dialog={(category, onClose) => <CategoryDialog category={category} onClose={onClose} />}
    />
  );
}

/** Mounted only while open, so each opening starts from the category's own values. */
function CategoryDialog({ category, onClose }: { category?: TProjectCategory; onClose: () => void }) {
  const save = useSaveProjectCategory();
  const form = useZodForm(ZProjectCategoryRequestSchema, {
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      active: category?.active ?? true,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: category?.id, body });
      toast.success(category ? `${saved.name} was saved.` : `${saved.name} was added.`);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <ReferenceDialog
      title={category ? `Edit Category ${category.name}` : 'Add Project Category'}
      description="Projects are grouped by category in lists and reports."
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <LabeledField control={form.control} name="name" label="Name">
        {(field) => <Input {...field} />}
      </LabeledField>
      <LabeledField control={form.control} name="description" label="Description">
        {(field) => <Textarea rows={3} {...field} value={field.value ?? ''} />}
      </LabeledField>
      <CheckboxField control={form.control} name="active" id="category-active" label="Offered for new projects" />
    </ReferenceDialog>
  );
}
