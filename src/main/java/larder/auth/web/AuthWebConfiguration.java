package larder.auth.web;

import java.util.List;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import org.springdoc.core.utils.SpringDocUtils;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration(proxyBeanMethods = false)
class AuthWebConfiguration implements WebMvcConfigurer {

    static {
        // A credential comes from the Authorization header, not from request parameters: not a documented input.
        SpringDocUtils.getConfig().addRequestWrapperToIgnore(Credential.class, UserCredential.class,
                ManagementCredential.class);
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new CredentialArgumentResolver());
    }
}
