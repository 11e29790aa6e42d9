export { blogCategories, blogPosts } from './blog-posts';
