package larder.platform.web;

import java.time.Duration;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.CacheControl;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The JavaScript client, {@code /sdk/larder.js}, served from the jar as its source in {@code clients/js/} is written
 * (the build copies it; there is no bundling step). Static files are otherwise off, so that an unknown path is a
 * 404 problem document.
 */
@Configuration(proxyBeanMethods = false)
class ClientFiles implements WebMvcConfigurer {

    @Override
    public void addResourceHandlers(ResourceHandlerRegistry registry) {
        registry.addResourceHandler("/sdk/**")
                .addResourceLocations("classpath:/static/sdk/")
                // Revalidated after an hour: a server upgrade reaches browsers the same day.
                .setCacheControl(CacheControl.maxAge(Duration.ofHours(1)).cachePublic());
    }
}
