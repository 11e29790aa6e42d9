export { templateCategories, templatesPath } from './template-categories';
